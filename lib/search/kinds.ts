/** The result groups, in display order. Its own file so the browser's engine does not pull in the content. */
export const SEARCH_KINDS = ["Frameworks", "Product Mastery", "Glossary", "Templates", "Quiz", "Books", "Comic", "Pages"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
