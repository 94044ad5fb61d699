/**
 * What every page's frame shows: the header navigation and the footer. The
 * site's name, URL and contact address are settings, in config/site.ts.
 */
export { footerBlurb, footerColumns, footerExtras } from "@/content/footer";
export { mainNav, moreSections, notFoundStartingPoints } from "@/content/navigation";
