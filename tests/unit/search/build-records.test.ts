import { describe, expect, it, vi } from "vitest";
import type { FrameworkPage, GuidePage } from "@/lib/content/schemas";
import { buildSearchRecords, type SearchContent, type SearchRecord } from "@/lib/search/records";
import { serverSearch } from "@/lib/search/server-index";

/** A site with no content at all: only the fixed pages' records are left. */
const empty: SearchContent = {
  frameworkPages: [],
  guidePages: [],
  masteryAreas: [],
  glossaryEntries: [],
  quizQuestions: [],
  quizExplanations: [],
  templates: [],
  bookReviews: [],
  comicTitle: "A Comic",
  comicPanels: [],
  hero: { headline: "Welcome" },
  interviewArticles: [],
  interviewPrepSections: [],
  aiResourceGroups: [],
  aiResources: [],
  psychologyIntro: { id: "intro", title: "Intro", titleHtml: "Intro", segments: [{ kind: "html", html: "<p>Why people click.</p>" }], text: "Why people click." },
  psychologyArticles: [],
  psychologyVideos: [],
  privacyPolicy: { title: "Privacy", summary: "What we keep.", sections: [] },
  termsOfService: { title: "Terms", summary: "The rules.", sections: [] },
} as unknown as SearchContent;

const framework = {
  slug: "made-up",
  title: "Made-Up Framework",
  summary: "A framework invented for this test.",
  sections: [{ id: "steps", title: "The steps", blocks: [{ kind: "p", text: "First reticulate the splines." }] }],
  sources: [{ role: "primary", title: "The Book", author: "A. Writer", publisher: "Press", format: "book", note: "Where it started." }],
} as unknown as FrameworkPage;

const guide = {
  slug: "made-up-guide",
  title: "A Made-Up Guide",
  summary: "A guide invented for this test.",
  introText: "After reading it you will be able to frobnicate a widget.",
  sections: [{ id: "how-to", title: "How to do it", text: "Then calibrate the flux capacitor." }],
  sources: [{ title: "The Guidebook", author: "B. Writer", note: "Where the advice comes from." }],
} as unknown as GuidePage;

describe("buildSearchRecords: records from the content it is given", () => {
  it("builds the fixed pages' records from the given copy alone", () => {
    const records = buildSearchRecords(empty);
    const urls = records.map((record) => record.url);
    expect(urls).toContain("/");
    expect(urls).toContain("/ship-happens");
    expect(urls).toContain("/privacy-policy");
    expect(records.find((record) => record.url === "/")?.body).toBe("Welcome");
    expect(records.find((record) => record.url === "/ship-happens")?.title).toBe("A Comic");
    expect(urls.some((url) => url.startsWith("/frameworks/"))).toBe(false);
  });

  it("gives a framework a page record, one per section and one for its sources", () => {
    const records = buildSearchRecords({ ...empty, frameworkPages: [framework] }).filter((record) => record.kind === "Frameworks");
    expect(records.map((record) => [record.url, record.title, record.page])).toEqual([
      ["/frameworks/made-up", "Made-Up Framework", "Made-Up Framework"],
      ["/frameworks/made-up#steps", "The steps", "Made-Up Framework"],
      ["/frameworks/made-up#sources", "Sources and further reading", "Made-Up Framework"],
    ]);
    expect(records[1]?.body).toBe("First reticulate the splines.");
  });

  it("gives a guide a page record (its intro included), one per section and one for its sources, as kind Guides", () => {
    const records = buildSearchRecords({ ...empty, guidePages: [guide] }).filter((record) => record.kind === "Guides");
    expect(records.map((record) => [record.url, record.title, record.page])).toEqual([
      ["/guides/made-up-guide", "A Made-Up Guide", "A Made-Up Guide"],
      ["/guides/made-up-guide#how-to", "How to do it", "A Made-Up Guide"],
      ["/guides/made-up-guide#sources", "Sources and further reading", "A Made-Up Guide"],
    ]);
    expect(records[0]?.body).toContain("frobnicate a widget");
    expect(records[1]?.body).toBe("Then calibrate the flux capacitor.");
    const index = buildSearchRecords({ ...empty, guidePages: [guide] }).find((record) => record.url === "/guides");
    expect(index?.body).toContain("A Made-Up Guide");
  });
});

describe("serverSearch: a search over the records it is given", () => {
  it("loads the records on the first query only, and finds what they say", () => {
    const records = buildSearchRecords({ ...empty, frameworkPages: [framework] });
    const load = vi.fn((): readonly SearchRecord[] => records);
    const search = serverSearch(load);
    expect(load).not.toHaveBeenCalled();
    expect(search("reticulate splines", 5)[0]?.url).toBe("/frameworks/made-up#steps");
    expect(search("made-up framework", 5).map((hit) => hit.url)).toContain("/frameworks/made-up");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
