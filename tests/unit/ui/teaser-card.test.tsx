import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TeaserCard } from "@/components/ui/card";
import { TEASER_CHARS } from "@/lib/text/teaser";

describe("TeaserCard", () => {
  it("has its parts in order: label, title, text clamped to three lines, link at the bottom", () => {
    const { container } = render(<TeaserCard label="Article · HBR" title="Know your customers' jobs" text="Why people hire products." link={{ label: "Read it", href: "/frameworks/jobs-to-be-done" }} />);
    const article = container.querySelector("article")!;
    const heading = screen.getByRole("heading", { level: 3, name: "Know your customers' jobs" });
    const text = screen.getByText("Why people hire products.");
    const link = screen.getByRole("link", { name: "Read it" });
    expect(link.getAttribute("href")).toBe("/frameworks/jobs-to-be-done");
    expect(text.className).toContain("line-clamp-3");
    // Document order: label, title, text, link.
    const order = [screen.getByText("Article · HBR"), heading, text, link];
    for (let i = 1; i < order.length; i++) expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The link line is pushed to the bottom of the card.
    expect(link.parentElement!.className).toContain("mt-auto");
    expect(article.className).toContain("flex-col");
  });

  it("puts a byline (who made it) between the title and the text", () => {
    render(<TeaserCard label="Article" title="Laws of UX" byline="Jon Yablonski" text="Psychology principles for interfaces." />);
    const order = [screen.getByRole("heading", { level: 3, name: "Laws of UX" }), screen.getByText("Jon Yablonski"), screen.getByText("Psychology principles for interfaces.")];
    for (let i = 1; i < order.length; i++) expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is one link when given href, with no link nested inside", () => {
    const { container } = render(<TeaserCard href="/product-mastery/strategy" title="Strategy" titleAs="h2" text="Where to play." link={{ label: "Open the topics" }} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe("/product-mastery/strategy");
    expect(links[0]!.textContent).toContain("Strategy");
    expect(links[0]!.textContent).toContain("Open the topics");
    expect(screen.getByRole("heading", { level: 2, name: "Strategy" })).toBeTruthy();
    expect(container.querySelector("article")).toBeNull();
  });

  it("opens an external link in a new tab and leaves out the parts it is not given", () => {
    render(<TeaserCard title="Podcast" link={{ label: "Listen", href: "https://example.com/ep", external: true }} />);
    const link = screen.getByRole("link", { name: /Listen/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(document.querySelector(".line-clamp-3")).toBeNull();
  });

  it("cuts a long text at a word with an ellipsis, never inside one, unless asked for the whole text", () => {
    const long = "Map how your product creates, delivers and captures value on one page of nine building blocks, then test the riskiest one first.";
    const { unmount } = render(<TeaserCard title="Canvas" text={long} />);
    const shown = document.querySelector("p.line-clamp-3")!.textContent!;
    expect(shown.length).toBeLessThanOrEqual(TEASER_CHARS);
    expect(shown.endsWith("…")).toBe(true);
    const kept = shown.slice(0, -1);
    // Every kept word is a whole word of the original text.
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(" ");
    unmount();
    render(<TeaserCard title="Canvas" text={long} fullText />);
    expect(screen.getByText(long).className).not.toContain("line-clamp");
  });

  it("keeps a hyphenated word of the title whole, so a line never ends on 'one-'", () => {
    render(<TeaserCard title="Writing a PRD (and a one-pager)" text="How to write one." />);
    const heading = screen.getByRole("heading", { level: 3, name: "Writing a PRD (and a one-pager)" });
    const kept = heading.querySelector("span.whitespace-nowrap");
    expect(kept?.textContent).toBe("one-pager)");
    expect(heading.textContent).toBe("Writing a PRD (and a one-pager)");
    // A title without a hyphen is plain text.
    render(<TeaserCard title="Pricing and packaging" text="Tiers." />);
    expect(screen.getByRole("heading", { name: "Pricing and packaging" }).children).toHaveLength(0);
  });
});
