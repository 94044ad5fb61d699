import { describe, expect, it } from "vitest";
import { aiResources } from "@/data/ai-resources";
import { psychologyArticles, psychologyVideos } from "@/data/psychology";
import { fromAiResource, fromPsychologyLink, linkLabel } from "@/lib/library/resource-card";

describe("linkLabel: a resource card's link says what you do there and where", () => {
  it("watches a video on its host, listens to a podcast, reads anything else", () => {
    expect(linkLabel("Video", "https://www.youtube.com/watch?v=abc")).toBe("Watch on YouTube");
    expect(linkLabel("Video", "https://www.ted.com/talks/x")).toBe("Watch on TED");
    expect(linkLabel("Podcast", "https://www.lennysnewsletter.com/p/x")).toBe("Listen on lennysnewsletter.com");
    expect(linkLabel("Article", "https://www.nngroup.com/articles/x")).toBe("Read on nngroup.com");
    expect(linkLabel("Guide", "https://learn.microsoft.com/x")).toBe("Read on learn.microsoft.com");
  });
});

describe("fromAiResource and fromPsychologyLink: one card shape for both pages", () => {
  it("gives a poster to videos and only to videos", () => {
    for (const resource of aiResources) expect(Boolean(fromAiResource(resource).poster), resource.url).toBe(resource.typeLabel === "Video");
    for (const link of psychologyArticles) expect(fromPsychologyLink(link).poster, link.url).toBeUndefined();
    for (const link of psychologyVideos) expect(fromPsychologyLink(link).poster, link.url).toBeDefined();
  });

  it("keeps an AI resource's own kind, icon and source", () => {
    const resource = aiResources.find((r) => r.typeLabel === "Video")!;
    expect(fromAiResource(resource)).toMatchObject({
      kind: "Video",
      icon: resource.icon,
      by: resource.source,
      poster: { speaker: resource.source, venue: "YouTube" },
    });
  });

  it("names a talk by its speaker and venue, and gives a link of no type the article's label and icon", () => {
    const talk = psychologyVideos[0]!;
    expect(fromPsychologyLink(talk)).toMatchObject({ kind: "Video", icon: "play", by: `${talk.speaker}, ${talk.source}`, poster: { speaker: talk.speaker, venue: talk.source } });
    const other = { ...psychologyArticles[0]!, type: "whitepaper" };
    expect(fromPsychologyLink(other)).toMatchObject({ kind: "Article", icon: "file", by: other.source });
  });
});
