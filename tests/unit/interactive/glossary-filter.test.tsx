import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GlossaryFilter } from "@/components/glossary/glossary-filter";
import { GlossaryList } from "@/components/glossary/glossary-list";
import { glossaryTerms } from "@/content/glossary";

/** The page's pairing: the client filter above the server-rendered list. */
const glossaryPage = (
  <>
    <GlossaryFilter total={glossaryTerms.length} listId="glossary-terms" />
    <GlossaryList terms={glossaryTerms} id="glossary-terms" />
  </>
);
const renderGlossary = () => render(glossaryPage);

// An entry is visible when neither it nor its letter's section is hidden.
const visibleTerms = () =>
  Array.from(document.querySelectorAll<HTMLElement>("#glossary-terms [data-glossary-term]")).filter(
    (el) => !el.hidden && !el.closest<HTMLElement>("[data-glossary-letter]")?.hidden,
  );

beforeEach(() => {
  window.history.replaceState(null, "", "/glossary");
});

let consoleErrors: ReturnType<typeof vi.spyOn>;
const cleanups: (() => void)[] = [];
beforeEach(() => {
  consoleErrors = vi.spyOn(console, "error");
});
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  consoleErrors.mockRestore();
});

/**
 * What a visitor's browser does: the prerendered HTML (built without an
 * address: an empty box over the full list), then `beforeHydration` (typing,
 * the address), then React hydrating it.
 */
async function hydratePrerendered(beforeHydration: () => void) {
  const container = document.createElement("div");
  container.id = "prerendered";
  container.innerHTML = renderToString(glossaryPage);
  document.body.append(container);
  const box = container.querySelector("input")!;
  beforeHydration();
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, glossaryPage, { onRecoverableError: recoverable }));
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, box, recoverable };
}

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

  it("hydrates the prerendered box in place, keeping and applying what was typed before hydration", async () => {
    const { container, box, recoverable } = await hydratePrerendered(() => {
      // The visitor typed into the prerendered box before the page's script ran.
      document.querySelector<HTMLInputElement>("#prerendered input")!.value = "sprint";
    });
    // The same element, not a client-rendered replacement, still holding the visitor's words, which now filter the list.
    expect(container.querySelector("input")).toBe(box);
    expect(box).toHaveValue("sprint");
    expect(visibleTerms().map((el) => el.id)).toEqual(["sprint", "velocity"]);
    expect(new URLSearchParams(window.location.search).get("q")).toBe("sprint");
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it("applies a shared ?q= right after hydrating the prerendered HTML, without a mismatch", async () => {
    const { box, recoverable } = await hydratePrerendered(() => window.history.replaceState(null, "", "/glossary?q=retention"));
    expect(box).toHaveValue("retention");
    expect(visibleTerms().map((el) => el.id)).toContain("churn-rate");
    expect(visibleTerms().map((el) => el.id)).not.toContain("sprint");
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it("renders an anchor and a learn-more link for each term", () => {
    renderGlossary();
    expect(document.getElementById("north-star-metric")).toHaveTextContent("North Star Metric");
    expect(screen.getByRole("link", { name: /Learn more: North Star Metric/ })).toHaveAttribute("href", "/frameworks/north-star-metric");
  });
});
