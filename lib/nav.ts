/**
 * Whether a nav entry is the current page: exact match, or a page below it
 * (so /frameworks/kaizen keeps "Frameworks" marked).
 */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The header turns opaque once the page has scrolled more than this. */
const SCROLL_THRESHOLD_PX = 10;

export function isScrolledPast(scrollY: number): boolean {
  return scrollY > SCROLL_THRESHOLD_PX;
}
