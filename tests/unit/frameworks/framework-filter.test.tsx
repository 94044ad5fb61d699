import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FrameworkFilter } from "@/components/frameworks/framework-filter";
import { categoryEarlyScript, frameworkCategories } from "@/lib/frameworks/categories";
import type { FrameworkCard } from "@/lib/content/schemas";

const cardIn = (section: FrameworkCard["section"], id: string): FrameworkCard => ({
  id,
  title: `Framework ${id}`,
  description: "A made-up framework.",
  imageSrc: `/frameworks/${id}.svg`,
  href: `/frameworks/${id}`,
  section,
});
const cards = [cardIn("strategy", "s1"), cardIn("strategy", "s2"), cardIn("discovery", "d1"), cardIn("delivery", "v1")];
const categories = frameworkCategories(cards);

/** The page's pairing: the leaf in the header over the server-rendered sections, then the inline script. */
const page = (
  <>
    <FrameworkFilter categories={categories} total={cards.length} path="/frameworks" listId="sections" navId="chips" />
    <div id="sections">
      {categories.map((category) => (
        <section key={category.slug} id={category.slug} data-framework-category={category.slug} suppressHydrationWarning aria-labelledby={`${category.slug}-h`}>
          <h2 id={`${category.slug}-h`}>{category.title}</h2>
          <ul>
            {cards
              .filter((card) => card.section === category.slug)
              .map((card) => (
                <li key={card.id}>
                  <a href={card.href}>{card.title}</a>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  </>
);

const visibleCards = () =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>("#sections a"))
    .filter((link) => !link.closest<HTMLElement>("section")?.hidden)
    .map((link) => link.textContent);
const visibleHeadings = () =>
  Array.from(document.querySelectorAll<HTMLElement>("#sections h2"))
    .filter((heading) => !heading.closest<HTMLElement>("section")?.hidden)
    .map((heading) => heading.textContent);
const chip = (name: RegExp) => screen.getByRole("link", { name });
const status = () => screen.getByRole("status");

let consoleErrors: ReturnType<typeof vi.spyOn>;
const cleanups: (() => void)[] = [];
beforeEach(() => {
  window.history.replaceState(null, "", "/frameworks");
  consoleErrors = vi.spyOn(console, "error");
});
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  consoleErrors.mockRestore();
});

describe("FrameworkFilter", () => {
  it("shows every framework with All chosen, and a chip per category with its count", () => {
    render(page);
    expect(visibleCards()).toHaveLength(4);
    expect(status()).toHaveTextContent("Showing all 4 frameworks");
    expect(chip(/^All/)).toHaveAttribute("aria-current", "true");
    expect(chip(/^All/)).toHaveAttribute("href", "/frameworks");
    expect(chip(/^Strategy/)).toHaveAccessibleName("Strategy 2");
    expect(chip(/^Strategy/)).toHaveAttribute("href", "/frameworks?category=strategy");
    expect(chip(/^Prioritization/)).toHaveAccessibleName("Prioritization 0");
    expect(screen.getByRole("navigation", { name: "Filter frameworks by category" })).toBeInTheDocument();
  });

  it("reads ?category= and hides the other categories' sections, headings and all, and announces the count", () => {
    window.history.replaceState(null, "", "/frameworks?category=strategy");
    render(page);
    expect(visibleCards()).toEqual(["Framework s1", "Framework s2"]);
    expect(visibleHeadings()).toEqual(["Strategy"]);
    expect(status()).toHaveTextContent("Showing 2 of 4 frameworks");
    expect(chip(/^Strategy/)).toHaveAttribute("aria-current", "true");
    expect(chip(/^All/)).not.toHaveAttribute("aria-current");
  });

  it("shows everything, without an error, for a category it does not know", () => {
    window.history.replaceState(null, "", "/frameworks?category=marketing");
    render(page);
    expect(visibleCards()).toHaveLength(4);
    expect(status()).toHaveTextContent("Showing all 4 frameworks");
    expect(chip(/^All/)).toHaveAttribute("aria-current", "true");
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it("filters on a click without a page load, pushing ?category= so Back returns to all", async () => {
    render(page);
    const before = window.history.length;
    await userEvent.click(chip(/^Discovery/));
    expect(window.location.search).toBe("?category=discovery");
    expect(window.history.length).toBe(before + 1);
    expect(visibleCards()).toEqual(["Framework d1"]);
    expect(status()).toHaveTextContent("Showing 1 of 4 frameworks");
    expect(chip(/^Discovery/)).toHaveAttribute("aria-current", "true");

    await userEvent.click(chip(/^Delivery/));
    expect(visibleCards()).toEqual(["Framework v1"]);

    await act(async () => window.history.back());
    await waitFor(() => expect(window.location.search).toBe("?category=discovery"));
    await waitFor(() => expect(visibleCards()).toEqual(["Framework d1"]));

    await act(async () => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(""));
    await waitFor(() => expect(visibleCards()).toHaveLength(4));
    expect(status()).toHaveTextContent("Showing all 4 frameworks");
  });

  it("leaves a click that opens a new tab to the browser", () => {
    render(page);
    // Seen after the leaf's handler; then stopped, as jsdom cannot open a tab.
    let preventedByLeaf: boolean | null = null;
    const watch = (event: Event) => {
      preventedByLeaf = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", watch);
    cleanups.push(() => document.removeEventListener("click", watch));
    fireEvent.click(chip(/^Strategy/), { ctrlKey: true });
    expect(preventedByLeaf).toBe(false);
    expect(window.location.search).toBe("");
    expect(visibleCards()).toHaveLength(4);
  });

  it("hydrates the prerendered HTML of a direct visit in place: the inline script filtered it first, without a mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    cleanups.push(() => container.remove());
    window.history.replaceState(null, "", "/frameworks?category=delivery");
    // What the browser does as the parser reaches the page's inline script, before any paint.
    new Function(categoryEarlyScript("sections", "chips"))();
    expect(visibleCards()).toEqual(["Framework v1"]);
    expect(container.querySelector('[data-category="delivery"]')).toHaveAttribute("aria-current", "true");
    expect(container.querySelector('[data-category=""]')).not.toHaveAttribute("aria-current");

    const firstSection = container.querySelector("section");
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    cleanups.push(() => act(() => root.unmount()));
    expect(container.querySelector("section")).toBe(firstSection);
    expect(visibleCards()).toEqual(["Framework v1"]);
    expect(status()).toHaveTextContent("Showing 1 of 4 frameworks");
    expect(chip(/^Delivery/)).toHaveAttribute("aria-current", "true");
    expect(chip(/^All/)).not.toHaveAttribute("aria-current");
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it("the inline script leaves the page whole for an unknown category", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    cleanups.push(() => container.remove());
    window.history.replaceState(null, "", "/frameworks?category=nope");
    new Function(categoryEarlyScript("sections", "chips"))();
    expect(visibleCards()).toHaveLength(4);
    expect(container.querySelector('[data-category=""]')).toHaveAttribute("aria-current", "true");
  });
});
