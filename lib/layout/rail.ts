/**
 * The reading column and the contents rail beside it on a wide screen: a 15rem
 * rail, 17rem from 1,280 px (where the text column is at its 48rem cap anyway,
 * so fewer titles wrap), 3rem from the text. Shared by the explainers' and
 * guides' RailPage and the other articles' ArticleLayout, so every page's rail
 * starts at the same x.
 */
export const railGridClasses = "lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-x-12 xl:grid-cols-[minmax(0,1fr)_17rem]";
