import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FrameworkPageView } from "@/components/frameworks/framework-page-view";
import { ArticleSources as FrameworkSources } from "@/components/content/article-sources";
import { getFrameworkPage } from "@/content/frameworks";

function page(slug: string) {
  const found = getFrameworkPage(slug);
  if (!found) throw new Error(`missing ${slug}`);
  return found;
}

describe("FrameworkSources", () => {
  it("renders a titled list with the original work first and links named by their titles", () => {
    const { sources } = page("rice-scoring");
    render(<FrameworkSources sources={sources} />);
    const section = screen.getByRole("region", { name: "Sources and further reading" });
    expect(within(section).getByRole("heading", { level: 2, name: "Sources and further reading" })).toBeInTheDocument();
    const items = within(within(section).getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(sources.length);
    expect(items[0]).toHaveTextContent("Original work");
    expect(items[0]).toHaveTextContent("Sean McBride · 2016 · Inside Intercom (Intercom blog)");
    for (const source of sources) {
      const title = source.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      // The link text is the work's title, plus the site-wide "opens in a new tab" note.
      const link = within(section).getByRole("link", { name: new RegExp(`^${title}\\s*\\(opens in a new tab\\)$`) });
      expect(link).toHaveAttribute("href", source.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("cites a primary work with no confirmed page as text, not as a link", () => {
    const { sources } = page("kano-model");
    render(<FrameworkSources sources={sources} />);
    const section = screen.getByRole("region", { name: "Sources and further reading" });
    const unlinked = sources.find((source) => !source.url)!;
    expect(within(section).getByText(unlinked.title).tagName).toBe("CITE");
    expect(within(section).getAllByRole("link")).toHaveLength(sources.filter((source) => source.url).length);
  });
});

describe("framework pages show their sources in both forms", () => {
  it.each(["rice-scoring", "kano-model"])("%s: the section is on the page and in the contents, before the related links", async (slug) => {
    render(<FrameworkPageView page={page(slug)} />);
    // The accordion form loads its Radix chunk lazily in the browser, so the page appears a moment later.
    const toc = await screen.findByRole("navigation", { name: "On this page" });
    const entries = within(toc).getAllByRole("link").map((link) => link.textContent);
    expect(entries.slice(-2)).toEqual(["Sources and further reading", "Related frameworks and pages"]);
    expect(within(toc).getByRole("link", { name: "Sources and further reading" })).toHaveAttribute("href", "#sources");
    const section = screen.getByRole("region", { name: "Sources and further reading" });
    expect(section).toHaveAttribute("id", "sources");
    // Outside the accordion, so it is visible whatever item is open.
    expect(section).toBeVisible();
  });
});
