/**
 * The comic's width, shared by the panel (components/comic/comic-reader.tsx)
 * and the thumbnail strip under it, so the two share their edges: capped by
 * the viewport's height too, so the panel and its buttons fit a laptop
 * screen together.
 */
export const comicColumn = "mx-auto w-full max-w-[min(800px,93vh)]";
