/**
 * The comic column's width, as the custom property --comic-w that the page's
 * layout and the column read. Capped by the viewport's height so the reader's
 * first screen holds the Previous/Next bar, the caption and the whole 4:3
 * panel: 19.5rem is what stands above and below the art beside the title on a
 * laptop (header bar, breadcrumb, the bar, the caption, the matte and a
 * margin), and 1.5rem the matte's sides. Never under 36rem (a phone's column
 * is narrower anyway, and the bubbles need the room on a short landscape
 * tablet), never over 46rem.
 */
export const comicWidth = "[--comic-w:clamp(36rem,calc((100svh_-_19.5rem)*4/3_+_1.5rem),46rem)]";
