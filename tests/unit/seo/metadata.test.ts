import { describe, expect, it } from "vitest";
import { siteName, siteUrl } from "@/config/site";
import { absoluteUrl, pageMetadata, siteOgImage } from "@/lib/seo/metadata";

const description = "Plain-language definitions of the product management terms you hear in your first month.";

describe("pageMetadata", () => {
  it("gives a page its title, description and absolute canonical URL", () => {
    const meta = pageMetadata({ title: "Glossary / PM 101", description, path: "/glossary" });
    expect(meta.title).toBe("Glossary / PM 101");
    expect(meta.description).toBe(description);
    expect(meta.alternates?.canonical).toBe(`${siteUrl}/glossary`);
    expect(String(meta.alternates?.canonical)).toMatch(/^https?:\/\//);
  });

  it("makes the share card match the page, with the site name in its title", () => {
    const meta = pageMetadata({ title: "Glossary / PM 101", description, path: "/glossary" });
    expect(meta.openGraph).toMatchObject({
      title: `Glossary / PM 101 | ${siteName}`,
      description,
      url: `${siteUrl}/glossary`,
      siteName,
      type: "website",
      locale: "en_US",
      images: [siteOgImage],
    });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", title: `Glossary / PM 101 | ${siteName}`, description, images: [siteOgImage] });
  });

  it("uses an absolute title as is and the site root as the home canonical", () => {
    const meta = pageMetadata({ title: `${siteName}: learn product management`, absoluteTitle: true, description, path: "/" });
    expect(meta.title).toEqual({ absolute: `${siteName}: learn product management` });
    expect(meta.openGraph?.title).toBe(`${siteName}: learn product management`);
    expect(meta.alternates?.canonical).toBe(`${siteUrl}/`);
  });

  it("marks articles and leaves the image to the page's own opengraph-image file when asked", () => {
    const meta = pageMetadata({ title: "A review", description, path: "/books/product-leadership", type: "article", images: "segment" });
    expect(meta.openGraph).toMatchObject({ type: "article" });
    // Next fills in a file-based image only when `images` is absent.
    expect(meta.openGraph && "images" in meta.openGraph).toBe(false);
    expect(meta.twitter && "images" in meta.twitter).toBe(false);
  });

  it("uses explicit images when given", () => {
    const image = { url: "/cards/custom.png", width: 1200, height: 630, alt: "Custom card" };
    const meta = pageMetadata({ title: "Custom", description, path: "/custom", images: [image] });
    expect(meta.openGraph).toMatchObject({ images: [image] });
    expect(meta.twitter).toMatchObject({ images: [image] });
  });
});

describe("absoluteUrl", () => {
  it("joins the site URL and a path without a trailing slash", () => {
    expect(absoluteUrl("/frameworks/kano-model")).toBe(`${siteUrl}/frameworks/kano-model`);
    expect(absoluteUrl("/interviews/")).toBe(`${siteUrl}/interviews`);
  });

  it("refuses anything that is not a same-site path", () => {
    expect(() => absoluteUrl("https://evil.example/")).toThrow();
    expect(() => absoluteUrl("//evil.example/")).toThrow();
  });
});
