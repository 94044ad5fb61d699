/**
 * The glossary term page as a visitor meets it: the definition the list
 * shows, the sections in heading order, related terms and teaching links as
 * links that make sense on their own, the breadcrumb Home › Glossary › Term,
 * and DefinedTerm JSON-LD. Also: every entry on /glossary links to its page.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GlossaryList } from "@/components/glossary/glossary-list";
import { GlossaryTermView, glossaryTermHeadings } from "@/components/glossary/glossary-term-view";
import { glossaryTerms } from "@/content/glossary";
import { siteUrl } from "@/config/site";
import { getGlossaryEntry, glossaryEntries, relatedEntries } from "@/data/glossary";
import { teachingLinks } from "@/lib/glossary/entries";
import { termSlug } from "@/lib/glossary/glossary";
import { templatesForGlossaryTerm } from "@/data/templates";

function headingOutline(container: HTMLElement) {
  return Array.from(container.querySelectorAll("h1, h2, h3, h4")).map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);
}

describe.each(glossaryEntries.map((entry) => [entry.term, entry] as const))("GlossaryTermView: %s", (term, entry) => {
  it("shows the term, the list's definition and every section, headings in order", () => {
    const { container } = render(<GlossaryTermView entry={entry} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(term);
    expect(screen.getByText(entry.definition)).toBeInTheDocument();
    expect(headingOutline(container)).toEqual([
      `h1 ${term}`,
      `h2 ${glossaryTermHeadings.definition}`,
      `h2 ${glossaryTermHeadings.why}`,
      `h2 ${glossaryTermHeadings.how}`,
      `h2 ${glossaryTermHeadings.example}: ${entry.page.exampleTitle}`,
      `h2 ${glossaryTermHeadings.pitfalls}`,
      `h2 ${glossaryTermHeadings.related}`,
      `h2 ${glossaryTermHeadings.teaching}`,
      ...(templatesForGlossaryTerm(entry.slug).length > 0 ? [`h2 ${glossaryTermHeadings.templates}`] : []),
    ]);
    // Section ids are unique on the page (two link lists share one component).
    const ids = Array.from(container.querySelectorAll("[id]")).map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("links to related term pages and to the pages that teach it, the learn-more target first", () => {
    // Plain DOM queries here (role queries are slow over 24 pages); the extras below check roles and names.
    const { container } = render(<GlossaryTermView entry={entry} />);
    const linksIn = (id: string) => Array.from(container.querySelectorAll<HTMLAnchorElement>(`#${id} a`));
    const related = linksIn("related-terms");
    expect(related.map((link) => link.getAttribute("href"))).toEqual(relatedEntries(entry).map((other) => other.path));
    related.forEach((link, i) => expect(link.textContent).toContain(relatedEntries(entry)[i]!.term));
    const teaching = linksIn("learn");
    expect(teaching.map((link) => link.getAttribute("href"))).toEqual(teachingLinks(entry).map((link) => link.href));
    expect(teaching[0]).toHaveAttribute("href", entry.learnMore?.href);
    expect(teaching[0]).toHaveTextContent(entry.learnMore?.label ?? "");
    // Back to every template that names the term, and no section at all when none does.
    const templates = templatesForGlossaryTerm(entry.slug);
    expect(linksIn("templates").map((link) => link.getAttribute("href"))).toEqual(templates.map((template) => `/templates/${template.slug}`));
    linksIn("templates").forEach((link, i) => expect(link.textContent).toContain(templates[i]!.name));
  });
});

describe("GlossaryTermView extras", () => {
  const churn = getGlossaryEntry("churn-rate")!;

  it("has the breadcrumb Home › Glossary › term", () => {
    render(<GlossaryTermView entry={churn} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(nav).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Home›", "Glossary›", "Churn Rate"]);
    expect(within(nav).getByRole("link", { name: "Glossary" })).toHaveAttribute("href", "/glossary");
    expect(screen.getByRole("link", { name: "Back to the glossary" })).toHaveAttribute("href", "/glossary");
  });

  it("describes the term as a DefinedTerm in the glossary's set, plus the breadcrumb list", () => {
    const { container } = render(<GlossaryTermView entry={churn} />);
    const blocks = Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? "{}"));
    const term = blocks.find((b) => b["@type"] === "DefinedTerm");
    expect(term).toMatchObject({ name: "Churn Rate", description: churn.definition, url: `${siteUrl}/glossary/churn-rate` });
    expect(term.inDefinedTermSet["@id"]).toBe(`${siteUrl}/glossary#terms`);
    expect(blocks.map((b) => b["@type"])).toContain("BreadcrumbList");
  });

  it("names where each link goes, in link text that makes sense on its own", () => {
    render(<GlossaryTermView entry={churn} />);
    const teaching = within(screen.getByRole("region", { name: glossaryTermHeadings.teaching }));
    // A compact list: the link names the page, the line under it says where it lives.
    const lesson = teaching.getByRole("link", { name: /Activation and Retention: churn rate and cohort retention/ });
    expect(lesson.closest("li")).toHaveTextContent("Product Mastery: Growth & Experiments");
    const related = within(screen.getByRole("region", { name: glossaryTermHeadings.related }));
    expect(related.getByRole("link", { name: /^Retention/ })).toHaveAttribute("href", "/glossary/retention");
  });
});

describe("GlossaryList", () => {
  it("links each term's name to its page, beside the learn-more link", () => {
    render(<GlossaryList terms={glossaryTerms} id="glossary-terms" />);
    for (const t of glossaryTerms) {
      const item = within(document.getElementById(termSlug(t.term))!);
      expect(item.getByRole("link", { name: t.term })).toHaveAttribute("href", `/glossary/${termSlug(t.term)}`);
      expect(item.getByRole("link", { name: /^Learn more: / })).toHaveAttribute("href", t.learnMore?.href);
    }
  });
});
