import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GlossaryFilter } from "@/components/glossary/glossary-filter";
import { GlossaryList } from "@/components/glossary/glossary-list";
import { glossaryTerms } from "@/content/glossary";
import { termSlug } from "@/lib/glossary/glossary";

vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));

const entries = glossaryTerms.map((t) => ({ slug: termSlug(t.term), term: t.term, definition: t.definition }));

/** The page's pairing: the client filter above the server-rendered list. */
function renderGlossary() {
  return render(
    <>
      <GlossaryFilter entries={entries} listId="glossary-terms" />
      <GlossaryList terms={glossaryTerms} id="glossary-terms" />
    </>,
  );
}

// An entry is visible when neither it nor its letter's section is hidden.
const visibleTerms = () =>
  Array.from(document.querySelectorAll<HTMLElement>("#glossary-terms [data-glossary-term]")).filter(
    (el) => !el.hidden && !el.closest<HTMLElement>("[data-glossary-letter]")?.hidden,
  );

beforeEach(() => {
  window.history.replaceState(null, "", "/glossary");
});

describe("GlossaryFilter", () => {
  it("shows all 24 terms before any search", () => {
    renderGlossary();
    expect(visibleTerms()).toHaveLength(24);
    expect(screen.getByRole("status")).toHaveTextContent("24 terms");
  });

  it("filters live, in any letter case, on terms and definitions, and keeps the query in the URL", async () => {
    renderGlossary();
    const box = screen.getByRole("searchbox", { name: "Search the glossary" });
    await userEvent.type(box, "NORTH STAR");
    expect(visibleTerms().map((el) => el.id)).toEqual(["north-star-metric"]);
    // Letters with no match disappear with their heading; the matching letter stays.
    expect(document.getElementById("letter-k")).not.toBeVisible();
    expect(document.getElementById("letter-n")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("1 term");
    expect(new URLSearchParams(window.location.search).get("q")).toBe("NORTH STAR");

    await userEvent.clear(box);
    await userEvent.type(box, "story points");
    expect(visibleTerms().map((el) => el.id)).toEqual(["velocity"]);

    await userEvent.clear(box);
    expect(visibleTerms()).toHaveLength(24);
    expect(window.location.search).toBe("");
  });

  it("says so when nothing matches", async () => {
    renderGlossary();
    expect(screen.queryByText("No matching terms found. Try a different search.")).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox"), "xylophone");
    expect(screen.getByText("No matching terms found. Try a different search.")).toBeVisible();
    expect(visibleTerms()).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("0 terms");
  });

  it("applies a shared ?q= query on load", () => {
    window.history.replaceState(null, "", "/glossary?q=retention");
    renderGlossary();
    expect(screen.getByRole("searchbox")).toHaveValue("retention");
    const ids = visibleTerms().map((el) => el.id);
    expect(ids).toContain("retention");
    expect(ids).toContain("churn-rate");
    expect(ids).not.toContain("sprint");
  });

  it("renders an anchor and a learn-more link for each term", () => {
    renderGlossary();
    expect(document.getElementById("north-star-metric")).toHaveTextContent("North Star Metric");
    expect(screen.getByRole("link", { name: /Learn more: North Star Metric/ })).toHaveAttribute("href", "/frameworks/north-star-metric");
  });
});
