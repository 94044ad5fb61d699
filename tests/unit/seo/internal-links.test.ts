/// <reference types="vite/client" />
/**
 * Dead-link checker for the content (in the spirit of react.dev's
 * check-links script): every in-site href or url anywhere in content/**
 * must be a public route from data/routes.ts, every /glossary#anchor must be a
 * glossary term, and every asset path must exist in public/. The glob picks
 * up new content modules (the frameworks, for one) without edits here.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { glossaryTerms } from "@/content/glossary";
import { masteryAreas } from "@/content/mastery";
import { termSlug } from "@/lib/glossary/glossary";
import { publicPaths } from "@/data/routes";

const modules = import.meta.glob<Record<string, unknown>>("../../../content/**/*.ts", { eager: true });

const assetPattern = /\.(svg|png|jpe?g|gif|webp|avif|ico|pdf|mp4|webm|txt|xml|json)$/i;

type Found = { value: string; where: string };

/** Every string in the exported data that looks like a same-site path. */
function collectPaths(value: unknown, where: string, out: Found[], seen = new Set<unknown>()): Found[] {
  if (typeof value === "string") {
    if (value.startsWith("/") && !value.startsWith("//")) out.push({ value, where });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collectPaths(item, `${where}[${i}]`, out, seen));
  } else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) collectPaths(child, `${where}.${key}`, out, seen);
  }
  return out;
}

const found = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => collectPaths(value, `${file.replace("../../../", "")}:${name}`, [])),
);

function split(href: string) {
  const [beforeHash, hash = ""] = href.split("#", 2);
  return { path: (beforeHash ?? "").split("?")[0] || "/", hash };
}

const links = found.filter((f) => !assetPattern.test(split(f.value).path));
const assets = found.filter((f) => assetPattern.test(split(f.value).path));
const routeSet = new Set(publicPaths);
const isFrameworkPath = (path: string) => path === "/frameworks" || path.startsWith("/frameworks/");

/** Anchors we can check without rendering: glossary term ids, the frameworks index sections and mastery topics. */
const knownAnchors: Record<string, Set<string>> = {
  "/glossary": new Set(["glossary-terms", ...glossaryTerms.map((t) => termSlug(t.term))]),
  "/frameworks": new Set(["strategy", "discovery", "prioritization", "delivery"]),
  // Each topic section on an area page carries its id (components/mastery/topic-section.tsx).
  ...Object.fromEntries(masteryAreas.map((area) => [`/product-mastery/${area.id}`, new Set(area.subsections.map((t) => t.id))])),
};

function unresolved(list: Found[]) {
  return list.filter((f) => !routeSet.has(split(f.value).path)).map((f) => `${f.value}  (${f.where})`);
}

describe("internal links in content", () => {
  it("finds the content modules and their links", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    expect(links.length).toBeGreaterThan(50);
  });

  it("never links to the admin area or the auth callback", () => {
    const privateLinks = links.filter((f) => /^\/(admin|auth)(\/|$|[#?])/.test(f.value)).map((f) => `${f.value} (${f.where})`);
    expect(privateLinks).toEqual([]);
  });

  it("every in-site link outside /frameworks resolves to a public route", () => {
    expect(unresolved(links.filter((f) => !isFrameworkPath(split(f.value).path)))).toEqual([]);
  });

  // Checked apart from the rest so a missing framework page fails under its own name.
  it("every link to /frameworks resolves to a framework route", () => {
    expect(unresolved(links.filter((f) => isFrameworkPath(split(f.value).path)))).toEqual([]);
  });

  it("every #anchor points at an id the target page renders", () => {
    const bad = links
      .map((f) => ({ ...f, ...split(f.value) }))
      .filter((f) => f.hash && !knownAnchors[f.path]?.has(f.hash))
      .map((f) => `${f.value}  (${f.where})`);
    expect(bad).toEqual([]);
  });

  it("every asset path exists in public/", () => {
    const missing = assets.filter((f) => !existsSync(join(process.cwd(), "public", split(f.value).path))).map((f) => `${f.value}  (${f.where})`);
    expect(missing).toEqual([]);
  });
});
