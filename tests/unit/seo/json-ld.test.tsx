import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { JsonLd } from "@/components/seo/json-ld";
import { siteName, siteUrl } from "@/config/site";
import {
  articleJsonLd,
  bookReviewJsonLd,
  breadcrumbJsonLd,
  definedTermJsonLd,
  definedTermSetJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from "@/lib/seo/json-ld";

describe("serializeJsonLd", () => {
  it("escapes < so content cannot close the script element", () => {
    const json = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script> <!-- x" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ "@type": "Thing", name: "</script><script>alert(1)</script> <!-- x" });
  });

  it("escapes the JavaScript line separators and round-trips them", () => {
    const json = serializeJsonLd({ "@type": "Thing", name: "a\u2028b\u2029c" });
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json).name).toBe("a\u2028b\u2029c");
  });

  it("renders one ld+json script whose text parses back to the data", () => {
    const data = faqPageJsonLd({ path: "/quiz-explanations", items: [{ question: "Is 1 < 2?", answer: "Yes </script>" }] });
    const { container } = render(<JsonLd data={data} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.innerHTML).not.toContain("</script");
    expect(JSON.parse(scripts[0]?.textContent ?? "")).toEqual(data);
  });
});

describe("JSON-LD builders", () => {
  it("builds a breadcrumb trail from Home with absolute URLs", () => {
    const crumbs = breadcrumbJsonLd([
      { name: "Frameworks", path: "/frameworks" },
      { name: "Kano Model", path: "/frameworks/kano-model" },
    ]);
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Frameworks", item: `${siteUrl}/frameworks` },
      { "@type": "ListItem", position: 3, name: "Kano Model", item: `${siteUrl}/frameworks/kano-model` },
    ]);
  });

  it("does not add Home twice", () => {
    const crumbs = breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Glossary", path: "/glossary" }]);
    expect((crumbs.itemListElement as unknown[]).length).toBe(2);
  });

  it("describes a book review by the site of a book by its authors", () => {
    const review = bookReviewJsonLd({
      path: "/books/continuous-discovery-habits",
      title: "Continuous Discovery Habits",
      authors: ["Teresa Torres"],
      year: 2021,
      publisher: "Product Talk LLC",
      isbn: "9780000000000",
      summary: "Weekly customer touchpoints, run by the product trio.",
    });
    expect(review).toMatchObject({
      "@type": "Review",
      url: `${siteUrl}/books/continuous-discovery-habits`,
      reviewBody: "Weekly customer touchpoints, run by the product trio.",
      author: { "@type": "Organization", name: siteName },
      itemReviewed: {
        "@type": "Book",
        name: "Continuous Discovery Habits",
        author: [{ "@type": "Person", name: "Teresa Torres" }],
        datePublished: "2021",
        isbn: "9780000000000",
      },
    });
  });

  it("lists glossary terms by their own pages, with the @id each term page gives its term", () => {
    const set = definedTermSetJsonLd({ name: "Glossary", path: "/glossary", terms: [{ term: "MVP", path: "/glossary/mvp" }] });
    expect(set["@type"]).toBe("DefinedTermSet");
    expect(set.hasDefinedTerm).toEqual([{ "@type": "DefinedTerm", "@id": `${siteUrl}/glossary/mvp#term`, name: "MVP", url: `${siteUrl}/glossary/mvp` }]);
    const term = definedTermJsonLd({ term: "MVP", definition: "The smallest thing that tests the riskiest assumption.", path: "/glossary/mvp", set: { name: "Glossary", path: "/glossary" } });
    expect(term["@id"]).toBe(`${siteUrl}/glossary/mvp#term`);
    expect(term.inDefinedTermSet).toMatchObject({ "@id": set["@id"] });
  });

  it("turns questions into an FAQPage with accepted answers", () => {
    const faq = faqPageJsonLd({ path: "/quiz-explanations", items: [{ question: "What is RICE?", answer: "Reach × Impact × Confidence ÷ Effort." }] });
    expect(faq).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "What is RICE?", acceptedAnswer: { "@type": "Answer", text: "Reach × Impact × Confidence ÷ Effort." } }],
    });
  });

  it("describes an article with its share card and the date its content last changed", () => {
    const image = `${siteUrl}/templates/decision-log/opengraph-image-1hr5n7`;
    const article = articleJsonLd({ headline: "Product decision log template", description: "Why we chose what we chose.", path: "/templates/decision-log", image, dateModified: "2026-11-23" });
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Product decision log template",
      url: `${siteUrl}/templates/decision-log`,
      image: [image],
      dateModified: "2026-11-23",
      publisher: { "@type": "Organization", name: siteName },
    });
  });

  it("names the site and its publisher", () => {
    expect(websiteJsonLd()).toMatchObject({ "@type": "WebSite", name: siteName, url: `${siteUrl}/` });
    expect(organizationJsonLd()).toMatchObject({ "@type": "Organization", name: siteName, logo: `${siteUrl}/icons/icon-512.png` });
  });
});
