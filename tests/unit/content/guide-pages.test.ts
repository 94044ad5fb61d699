/**
 * The guides' content, file by file: each renders (every table captioned,
 * every drawn figure captioned and registered), names a registered diagram,
 * and every in-site link it holds, in its related links or its prose, lands
 * on a page that exists, at an anchor that exists.
 */
import type { Link, Root, RootContent } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { publicPaths } from "@/data/routes";
import { diagramNames } from "@/lib/diagrams/names";
import { bodyDiagrams, guideFiles, type GuideFile } from "../../support/guide-files";
import { resolveTeachingTarget } from "../../support/teaching-targets";

const guides = guideFiles();
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

/**
 * Pages that other work in progress adds (a framework explainer each, and a
 * guide): a link to one is accepted while its page does not exist yet, and
 * checked like any other, anchor included, as soon as it does.
 */
const arrivingWithOtherWork = new Set(["/frameworks/playing-to-win", "/frameworks/van-westendorp", "/guides/writing-a-prd"]);

function linksIn(guide: GuideFile): string[] {
  const fromProse: string[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === "link") fromProse.push((node as Link).url);
    if ("children" in node) for (const child of node.children as RootContent[]) walk(child);
  };
  walk(parser.parse(guide.body));
  return [...(guide.data.related ?? []).map((link) => link.href), ...fromProse].filter((href) => !/^(https?:|mailto:)/.test(href));
}

/** Why `href`, linked from `guide`, does not land anywhere; undefined when it does. */
function problemWith(href: string, guide: GuideFile): string | undefined {
  const [target = "", hash] = href.split("#");
  if (target === "") return guide.anchors.includes(hash ?? "") ? undefined : `no section #${hash} on this page`;
  const otherGuide = /^\/guides\/([a-z0-9-]+)$/.exec(target);
  if (otherGuide) {
    const found = guides.find((entry) => entry.slug === otherGuide[1]);
    if (!found) return arrivingWithOtherWork.has(target) ? undefined : "no such guide";
    return hash === undefined || found.anchors.includes(hash) ? undefined : `no section #${hash} in that guide`;
  }
  if (!publicPaths.includes(target)) return arrivingWithOtherWork.has(target) ? undefined : "no such page";
  if (hash === undefined) return undefined;
  return resolveTeachingTarget(href) ? undefined : `no #${hash} on ${target}`;
}

describe("the guides' content", () => {
  it("holds all eight guides", () => {
    expect(guides).toHaveLength(8);
  });

  it.each(guides.map((guide) => [guide.slug, guide] as const))("%s names a registered diagram, drawn at the top and not again in its body", (_slug, guide) => {
    expect(diagramNames).toContain(guide.data.diagram);
    expect(bodyDiagrams(guide)).not.toContain(guide.data.diagram);
  });

  it.each(guides.map((guide) => [guide.slug, guide] as const))("%s: every in-site link lands on a page and anchor that exist", (_slug, guide) => {
    const links = linksIn(guide);
    expect(links.length).toBeGreaterThan(3);
    const broken = links.flatMap((href) => {
      const problem = problemWith(href, guide);
      return problem ? [`${href}: ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it("the link check catches a missing page, a missing topic anchor and a missing section of the same page", () => {
    const guide = guides.find((entry) => entry.slug === "product-led-growth")!;
    expect(problemWith("/frameworks/no-such-framework", guide)).toBe("no such page");
    expect(problemWith("/product-mastery/growth-and-experiments#no-such-topic", guide)).toMatch(/no #no-such-topic/);
    expect(problemWith("#no-such-section", guide)).toMatch(/no section/);
    expect(problemWith("#when-sales-led-fits", guide)).toBeUndefined();
    expect(problemWith("/product-mastery/growth-and-experiments#funnels-and-virality", guide)).toBeUndefined();
  });
});
