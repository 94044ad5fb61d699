/**
 * The category filter on /frameworks (?category=<slug>): a framework's
 * category is its section (Strategy, Discovery, Prioritization, Delivery), so
 * a slug is a section's id and choosing one shows that section alone. Pure
 * functions over the cards; the page and its client leaf
 * (components/frameworks/framework-filter.tsx) share them.
 */
import { groupFrameworkCards } from "@/lib/frameworks/grouping";
import type { FrameworkCard } from "@/lib/content/schemas";

export { CATEGORY_PARAM, categoryFromParam, categoryHref, shownCount, shownFrameworksLabel, type FrameworkCategory } from "./category-filter";
import { CATEGORY_PARAM, type FrameworkCategory } from "./category-filter";

/** One category per section, in the page's order, with how many cards it holds (empty ones included). */
export function frameworkCategories(cards: readonly FrameworkCard[]): FrameworkCategory[] {
  return groupFrameworkCards(cards).map((group) => ({ slug: group.id, title: group.title, count: group.cards.length }));
}

/**
 * An inline script for the page's HTML, placed right after the sections: on a
 * direct visit to ?category=<slug> it hides the other sections (and marks the
 * chosen chip) as the parser reaches it, before the first paint, so the page
 * does not show every card and then collapse when its code hydrates. An
 * unknown category changes nothing. `listId` holds the sections
 * ([data-framework-category]); `navId` the chips ([data-category], "" for All).
 * The client leaf takes over from there with the same attributes.
 */
export function categoryEarlyScript(listId: string, navId: string): string {
  const ids = JSON.stringify({ list: listId, nav: navId });
  return `(function(){try{var d=document,o=${ids},c=(new URLSearchParams(location.search).get(${JSON.stringify(CATEGORY_PARAM)})||"").trim().toLowerCase();if(!c)return;var s=d.querySelectorAll("#"+o.list+" [data-framework-category]"),i,k=0;for(i=0;i<s.length;i++)if(s[i].getAttribute("data-framework-category")===c)k=1;if(!k)return;for(i=0;i<s.length;i++)s[i].hidden=s[i].getAttribute("data-framework-category")!==c;var a=d.querySelectorAll("#"+o.nav+" [data-category]");for(i=0;i<a.length;i++)if(a[i].getAttribute("data-category")===c)a[i].setAttribute("aria-current","true");else a[i].removeAttribute("aria-current")}catch(e){}})()`;
}
