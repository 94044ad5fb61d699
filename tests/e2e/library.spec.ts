import { expect, test, type APIRequestContext } from "../support/visitor";
import { aiResources } from "../../data/ai-resources";
import { masteryAreas } from "../../data/mastery";
import { bookReviews } from "../../content/books";
import { interviewArticles } from "../../data/interviews";
import { psychologyArticles, psychologyVideos } from "../../data/psychology";
import { videoSource } from "../../lib/library/video-poster";
import { contactEmail } from "../../config/site";
import { expectShown, headingsAt, LINKS, named, serverDocument, textOf, theOne, withText } from "../support/server-html";
import { contrast } from "../support/contrast";

/**
 * The library pages (interview prep, AI PM 10x, product psychology, book
 * reviews, the legal pages). What they say and link is read from the HTML the
 * server sends; what only a browser shows (text clamped to four lines, a table
 * scrolling in its own box) is checked in one.
 */

const pages = [
  { path: "/interviews", h1: "Prepare for your product manager interview" },
  { path: "/ai-pm-10x", h1: "AI PM 10x" },
  { path: "/product-psychology", h1: "Product psychology for product managers" },
  { path: "/books", h1: "Book reviews" },
  { path: "/books/product-leadership", h1: "Product Leadership" },
  { path: "/books/continuous-discovery-habits", h1: "Continuous Discovery Habits" },
  { path: "/books/the-mom-test", h1: "The Mom Test" },
  { path: "/books/escaping-the-build-trap", h1: "Escaping the Build Trap" },
  { path: "/books/inspired", h1: "Inspired" },
  { path: "/books/shape-up", h1: "Shape Up" },
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/terms-of-service", h1: "Terms of Service" },
];

/** The image a page shows loads: it answers 200 as an image with a body. */
async function expectImageLoads(request: APIRequestContext, img: Element) {
  const src = img.getAttribute("src") ?? "";
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()["content-type"], src).toMatch(/^image\//);
  const body = await response.body();
  expect(body.length, src).toBeGreaterThan(0);
  if (src.endsWith(".svg")) expect(body.toString("utf8"), src).toMatch(/<svg[\s>]/);
}

test.describe("library pages", () => {
  for (const { path, h1 } of pages) {
    test(`${path} answers 200 with its heading, and external links open safely in a new tab (server HTML)`, async ({ request }) => {
      const doc = await serverDocument(request, path);
      const headings = [...doc.querySelectorAll(headingsAt(1))];
      expect(headings.map(textOf)).toEqual([h1]);
      expectShown(headings[0], "the h1");
      for (const link of doc.querySelectorAll('main a[href^="http"]')) {
        const href = link.getAttribute("href");
        expect(link.getAttribute("target"), href!).toBe("_blank");
        expect(link.getAttribute("rel"), href!).toMatch(/(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
        expect(textOf(link), href!).toContain("(opens in a new tab)");
      }
    });
  }

  test("unknown book slugs are a 404", async ({ request }) => {
    expect((await request.get("/books/not-a-reviewed-book")).status()).toBe(404);
  });
});

test.describe("interview prep", () => {
  test("shows three cards with category, read time, date and a guide link (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/interviews");
    const cards = [...doc.querySelectorAll("article")];
    expect(cards).toHaveLength(3);
    for (const [index, article] of interviewArticles.entries()) {
      const card = cards[index]!;
      expect(textOf(card.querySelector(headingsAt(2)))).toBe(article.title);
      expect(textOf(card)).toContain(article.category);
      expect(textOf(card)).toContain(article.readTime);
      const time = card.querySelector("time")!;
      expect(time.getAttribute("datetime")).toBe(article.date);
      expect(textOf(time)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(card.querySelector(`a[href="${article.url}"]`)?.getAttribute("target")).toBe("_blank");
    }
  });

  test("a card shows its summary's opening sentences, ending on a sentence, not cut mid-sentence", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/interviews");
    const texts = page.getByTestId("interview-card-content");
    await expect(texts).toHaveCount(3);
    for (const text of await texts.all()) {
      const shown = (await text.innerText()).trim();
      expect(shown, "ends on a sentence").toMatch(/[.?!'"’”)]$/);
      expect(shown).not.toContain("…");
      // About three lines at 1,280 px: a lead, not the whole summary.
      const { height, lineHeight } = await text.evaluate((element) => ({ height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight) }));
      expect(height).toBeLessThanOrEqual(lineHeight * 4 + 1);
    }
  });

  test("a card's summary opens in full in place, and closes again", async ({ page }) => {
    await page.goto("/interviews");
    const card = page.locator("article").filter({ has: page.getByTestId("interview-card-content") }).first();
    const text = card.getByTestId("interview-card-content");
    const lead = (await text.innerText()).trim();
    const full = interviewArticles.find((article) => article.content.startsWith(lead.slice(0, 40)))!.content;
    await card.getByText("Read the whole summary").click();
    await expect(text).toHaveText(full.replace(/\s+/g, " ").trim(), { useInnerText: true });
    await expect(card.getByText("Show less")).toBeVisible();
    await card.getByText("Show less").click();
    await expect(text).toHaveText(lead, { useInnerText: true });
    await expect(card.getByText("Read the whole summary")).toBeVisible();
  });

  test("a card's two ways on share one line at its foot on a wide screen: the rest of the summary, then the guide elsewhere", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/interviews");
    for (const card of await page.locator("article").filter({ has: page.getByTestId("interview-card-content") }).all()) {
      const more = (await card.getByText("Read the whole summary").boundingBox())!;
      const away = (await card.getByRole("link", { name: /^Go deeper on / }).boundingBox())!;
      expect(Math.abs(more.y + more.height / 2 - (away.y + away.height / 2))).toBeLessThan(2);
      expect(away.x).toBeGreaterThan(more.x + more.width);
    }
  });

  test("has practical preparation advice below the cards (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/interviews");
    expectShown(theOne(doc, headingsAt(2), "A four-week preparation plan"), "the plan's heading");
    expectShown(theOne(doc, "table", "What to practise each week"), "the weekly table");
  });
});

test.describe("AI PM 10x", () => {
  test("lists every curated resource and the newsletter block (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/ai-pm-10x");
    for (const resource of aiResources) {
      expect(doc.querySelectorAll(`main a[href="${resource.url}"]`), resource.url).toHaveLength(1);
    }
    const newsletter = [...doc.querySelectorAll("section")].find((section) => named(section, headingsAt(), "Stay ahead on AI for product").length > 0)!;
    expect(newsletter).toBeTruthy();
    expect(theOne(newsletter, "input", "Email address").getAttribute("type")).toBe("email");
    expectShown(theOne(newsletter, "button", "Subscribe"), "the Subscribe button");
    expect(withText(newsletter, "We respect your privacy. Unsubscribe at any time.").length, "the privacy note").toBeGreaterThan(0);
  });
});

test.describe("product psychology", () => {
  test("has five article links and three video links, all external (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/product-psychology");
    const section = (name: string) => [...doc.querySelectorAll("section")].find((s) => named(s, headingsAt(2), name).length > 0)!;
    const [articles, videos] = [section("Articles"), section("Videos")];
    expect(articles.querySelectorAll('a[target="_blank"]')).toHaveLength(5);
    expect(videos.querySelectorAll('a[target="_blank"]')).toHaveLength(3);
    for (const link of psychologyArticles) expect(articles.querySelectorAll(`a[href="${link.url}"]`), link.url).toHaveLength(1);
    for (const link of psychologyVideos) expect(videos.querySelectorAll(`a[href="${link.url}"]`), link.url).toHaveLength(1);
  });
});

test.describe("long content pages: contents rail and picture", () => {
  const pages = [
    { path: "/interviews", diagram: "diagram-interview-loop", contents: ["How a PM interview loop works", "Product sense", "A four-week preparation plan", "Tools to practise with"] },
    { path: "/ai-pm-10x", diagram: "diagram-ai-feature-path", contents: ["From first model to shipped feature", "Foundations", "Evals and quality", "Stay ahead on AI for product"] },
    { path: "/product-psychology", diagram: "diagram-psychology-map", contents: ["Why psychology matters to product managers", "Where each principle acts", "Articles", "Videos"] },
  ];

  for (const { path, diagram, contents } of pages) {
    test(`${path} draws its picture with a text alternative, and its contents link to sections that exist (server HTML)`, async ({ request }) => {
      const doc = await serverDocument(request, path);
      const svgs = [...doc.querySelectorAll(`main svg[role="img"][aria-labelledby^="${diagram}"]`)];
      expect(svgs.length, "a narrow and a wide drawing").toBe(2);
      for (const svg of svgs) {
        expect(textOf(doc.getElementById(svg.getAttribute("aria-labelledby")!)).length).toBeGreaterThan(20);
        expect(textOf(doc.getElementById(svg.getAttribute("aria-describedby")!)).length).toBeGreaterThan(80);
      }
      const nav = doc.querySelector('main nav[aria-label="On this page"]')!;
      const links = [...nav.querySelectorAll("a")];
      for (const title of contents) expect(links.map(textOf), title).toContain(title);
      for (const link of links) expect(doc.getElementById(link.getAttribute("href")!.slice(1)), link.getAttribute("href")!).not.toBeNull();
    });

    test(`${path} at 1,280 px: the contents rail sits to the right of the text, and the picture fills the column`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const rail = page.getByRole("navigation", { name: "On this page" });
      await expect(rail).toBeVisible();
      const railBox = (await rail.boundingBox())!;
      const figure = (await page.locator(`main svg[aria-labelledby="${diagram}-wide-title"]`).boundingBox())!;
      expect(railBox.x).toBeGreaterThan(figure.x + figure.width);
      expect(railBox.x + railBox.width).toBeGreaterThan(1280 * 0.85);
      expect(figure.width).toBeGreaterThan(700);
      // The narrow drawing is not shown at this width.
      await expect(page.locator(`main svg[aria-labelledby="${diagram}-narrow-title"]`)).toBeHidden();
      // The rail stays in view while reading further down.
      await page.locator("main h2").last().scrollIntoViewIfNeeded();
      await expect(rail).toBeInViewport();
    });
  }

  test("/interviews cards link to further reading and name the site it is on", async ({ request }) => {
    const doc = await serverDocument(request, "/interviews");
    for (const article of interviewArticles) {
      const link = doc.querySelector(`main article a[href="${article.url}"]`)!;
      expect(textOf(link)).toContain(`Go deeper on ${new URL(article.url).hostname.replace(/^www\./, "")}`);
    }
  });
});

test.describe("legal pages", () => {
  for (const path of ["/privacy-policy", "/terms-of-service"]) {
    test(`${path} shows the update date and a contact mail link (server HTML)`, async ({ request }) => {
      const doc = await serverDocument(request, path);
      expect(withText(doc, "Last updated: April 13, 2025").length, "the update date").toBeGreaterThan(0);
      expect(theOne(doc.querySelector("main")!, LINKS, contactEmail).getAttribute("href")).toBe(`mailto:${contactEmail}`);
    });
  }

  test("terms state the minimum age and governing law (server HTML)", async ({ request }) => {
    const main = textOf((await serverDocument(request, "/terms-of-service")).querySelector("main"));
    expect(main).toContain("at least 13");
    expect(main).toContain("United States");
  });

  test("the privacy policy's short version is a panel set apart from the sections, each point behind a drawn tick", async ({ page }) => {
    await page.goto("/privacy-policy");
    const summary = page.locator(".legal-summary");
    await expect(summary.getByRole("heading", { level: 2 })).toHaveText("The short version");
    expect(await summary.evaluate((panel) => getComputedStyle(panel).borderTopWidth)).toBe("1px");
    const ticks = await summary.locator("li").evaluateAll((items) => items.map((item) => getComputedStyle(item, "::before").borderLeftWidth));
    expect(ticks.length).toBeGreaterThan(2);
    for (const tick of ticks) expect(tick).toBe("2px");
  });

  test("privacy policy names what is stored and that nothing tracks visitors (server HTML)", async ({ request }) => {
    const main = textOf((await serverDocument(request, "/privacy-policy")).querySelector("main"));
    for (const fact of ["Supabase", "session cookie", "localStorage", "youtube-nocookie.com", "under 13"]) {
      expect(main).toContain(fact);
    }
  });
});

test.describe("book reviews", () => {
  const related: Record<string, string> = {
    "product-leadership": "/product-mastery/vision-and-leadership",
    "continuous-discovery-habits": "/frameworks/opportunity-solution-tree",
    "the-mom-test": "/templates/customer-interview-guide",
    "escaping-the-build-trap": "/guides/product-strategy",
    inspired: "/frameworks/dual-track-agile",
    "shape-up": "/product-mastery/delivery-and-execution#shipping-fast",
  };

  for (const book of bookReviews) {
    test(`/books/${book.slug}: cover with alt text, buy link in a new tab, related framework link (server HTML)`, async ({ request }) => {
      const doc = await serverDocument(request, `/books/${book.slug}`);
      const cover = theOne(doc, "img", book.coverAlt);
      expectShown(cover, "the cover");
      await expectImageLoads(request, cover);
      const buy = theOne(doc, LINKS, new RegExp(book.buy.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"));
      expect(buy.getAttribute("href")).toBe(book.buy.url);
      expect(buy.getAttribute("target")).toBe("_blank");
      expect(buy.getAttribute("rel")).toMatch(/(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      expectShown(doc.querySelector(`main a[href="${related[book.slug]}"]`), "the related link");
      expect(named(doc, headingsAt(2), /Who should read it/).length).toBeGreaterThan(0);
      // The verdict in a word beside the title, before the review: it used to come only at the very end.
      const term = [...doc.querySelectorAll("main dt")].find((dt) => textOf(dt) === "Our verdict");
      expect(textOf(term?.nextElementSibling ?? null)).toBe(book.verdict);
      expect(term!.compareDocumentPosition(doc.querySelector("main section")!) & 4, "the verdict comes before the first section").toBeTruthy();
      // The way on at the foot: the reviews either side (or the index at an end) and back to /books; the page had ended on its related links.
      const pager = doc.querySelector('main nav[aria-label="Previous and next in Book reviews"]');
      expectShown(pager, "the pager");
      const index = bookReviews.indexOf(book);
      for (const [other, rel] of [[bookReviews[index - 1], "prev"], [bookReviews[index + 1], "next"]] as const) {
        if (other) expect(pager!.querySelector(`a[rel="${rel}"]`)?.getAttribute("href")).toBe(`/books/${other.slug}`);
        else expect(pager!.querySelector('a[href="/books"]')).not.toBeNull();
      }
      expect(theOne(doc, LINKS, "Back to book reviews").getAttribute("href")).toBe("/books");
    });
  }
});

test("/books/continuous-discovery-habits draws the opportunity solution tree among its key ideas, captioned with where it is in words (server HTML)", async ({ request }) => {
  const doc = await serverDocument(request, "/books/continuous-discovery-habits");
  const keyIdeas = doc.querySelector("section#key-ideas")!;
  const figure = theOne(keyIdeas, "figure", /./);
  expectShown(theOne(figure, "svg", /opportunity solution tree/i), "the tree");
  expect(textOf(figure.querySelector("figcaption"))).toContain("The second key idea above describes the same levels in words.");
  // One caption: the drawing's own closing line repeated the figure's caption (three reviews flagged it).
  expect([...figure.querySelectorAll("svg text")].map(textOf).join(" ")).not.toMatch(/Compare several solutions/);
  // The words come first: the list item that describes the tree is before the drawing.
  const item = withText(keyIdeas, /^The opportunity solution tree\./)[0]!;
  expect(item.compareDocumentPosition(figure) & 4, "the drawing follows the key idea").toBeTruthy();
});

test("/books/escaping-the-build-trap draws strategy deployment after the key idea that describes it (server HTML)", async ({ request }) => {
  const doc = await serverDocument(request, "/books/escaping-the-build-trap");
  const keyIdeas = doc.querySelector("section#key-ideas")!;
  const figure = theOne(keyIdeas, "figure", /./);
  expectShown(theOne(figure, "svg", /strategy deployment/i), "the cascade");
  expect(textOf(figure.querySelector("figcaption"))).toContain("The fourth key idea above describes the same levels in words.");
  const item = withText(keyIdeas, /^Strategy is a framework for decisions/)[0]!;
  expect(item.compareDocumentPosition(figure) & 4, "the drawing follows the key idea").toBeTruthy();
});

test("/books/the-mom-test draws the currencies of commitment after the key ideas (server HTML)", async ({ request }) => {
  const doc = await serverDocument(request, "/books/the-mom-test");
  const keyIdeas = doc.querySelector("section#key-ideas")!;
  const figure = theOne(keyIdeas, "figure", /./);
  expectShown(theOne(figure, "svg", /time, reputation or money/i), "the currencies");
  expect(textOf(figure.querySelector("figcaption"))).toContain("the fifth key idea above");
  const item = withText(keyIdeas, /^Commitment and advancement\./)[0]!;
  expect(item.compareDocumentPosition(figure) & 4, "the drawing follows the key idea").toBeTruthy();
});

test.describe("books index", () => {
  test("lists every reviewed book with its author and a link to the review (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/books");
    const cards = [...theOne(doc, "ul, ol, [role=list]", "Reviewed books").querySelectorAll("article")];
    expect(cards).toHaveLength(bookReviews.length);
    for (const [index, book] of bookReviews.entries()) {
      const card = cards[index]!;
      expect(textOf(card.querySelector(headingsAt(2)))).toBe(book.title);
      expect(textOf(card)).toContain(book.authors.join(", "));
      expect(textOf(card)).toContain(book.whyRead);
      expect(textOf(card)).toContain(`Our verdict: ${book.verdict}`);
      await expectImageLoads(request, card.querySelector("img")!);
      // Not lazy: a cover further down a phone's page showed as a blank tile until scrolled to.
      expect(card.querySelector("img")!.getAttribute("loading")).toBe("eager");
      expect(theOne(card, LINKS, `Read the review of ${book.title}`).getAttribute("href")).toBe(`/books/${book.slug}`);
    }
  });

  test("a review's breadcrumb reads Home › Books › title and leads back to the index (server HTML)", async ({ request }) => {
    const book = bookReviews[0]!;
    const index = await serverDocument(request, "/books");
    expect(theOne(index, LINKS, `Read the review of ${book.title}`).getAttribute("href")).toBe(`/books/${book.slug}`);
    const doc = await serverDocument(request, `/books/${book.slug}`);
    const breadcrumb = theOne(doc, "nav", "Breadcrumb");
    const items = [...breadcrumb.querySelectorAll("li")].map(textOf);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^Home/);
    expect(items[1]).toMatch(/^Books/);
    expect(items[2]).toBe(book.title);
    const current = breadcrumb.querySelectorAll('[aria-current="page"]');
    expect([...current].map(textOf)).toEqual([book.title]);
    expect(theOne(breadcrumb, LINKS, "Books").getAttribute("href")).toBe("/books");
    expect(textOf(index.querySelector("h1"))).toBe("Book reviews");
  });
});

test.describe("tables on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("Kano's wide tables become one card per row, result first and every column labelled; the page never scrolls sideways", async ({ page }) => {
    await page.goto("/frameworks/kano-model");
    const survey = page.getByRole("table", { name: /Kano survey results/ });
    // Still a table to assistive technology, however CSS lays it out.
    await expect(survey.getByRole("row")).toHaveCount(4);
    const firstCard = survey.getByRole("row").nth(1);
    const order = await firstCard.evaluate((row) =>
      [...row.querySelectorAll("td")]
        .map((cell) => ({ top: Math.round(cell.getBoundingClientRect().top), left: cell.getBoundingClientRect().left, label: cell.querySelector(".stack-label")?.textContent ?? "(name)", visible: cell.getBoundingClientRect().width > 0 }))
        // Reading order: the fields sit two to a row (all short), so left to right, then down.
        .sort((a, b) => a.top - b.top || a.left - b.left),
    );
    // The feature's name, then its category, Better and Worse, then the counts, all visible.
    expect(order.map((cell) => cell.label)).toEqual(["(name)", "Category", "Better", "Worse", "D", "P", "B", "I", "R", "Q"]);
    expect(order.every((cell) => cell.visible)).toBe(true);
    await expect(firstCard.locator(".stack-label").first()).toBeVisible();
    for (const region of await page.locator('main [role="region"]:has(table)').all()) {
      await expect(region).toHaveAccessibleName(/\S/);
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    }
    const page_ = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(page_.scroll).toBeLessThanOrEqual(page_.client);
  });
});

test("a five-column table of prices is a table on a 390 px phone, whole and unscrolled, and cards only on a 360 px one", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/frameworks/van-westendorp");
  // The table is part of the worked example's working, behind its disclosure.
  await page.locator("details[data-working] > summary").click();
  const table = page.locator("main table").filter({ has: page.getByRole("columnheader", { name: "Not expensive" }) });
  const shape = () =>
    table.evaluate((element) => {
      const region = element.closest('[role="region"]')!;
      return { display: getComputedStyle(element).display, overflow: region.scrollWidth - region.clientWidth };
    });
  expect(await shape()).toEqual({ display: "table", overflow: 0 });
  await page.setViewportSize({ width: 360, height: 780 });
  expect((await shape()).display).not.toBe("table");
});

test.describe("tables on a wide screen", () => {
  test("Kano's ten-column worked example stays a table wherever its column holds it (1,024 and 1,280 px), with no sideways scroll", async ({ page }) => {
    await page.goto("/frameworks/kano-model");
    const survey = page.getByRole("table", { name: /Kano survey results/ });
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // A table, not cards: its rows can be compared down a column.
      await expect.poll(() => survey.evaluate((table) => getComputedStyle(table).display), { message: `${width} px` }).toBe("table");
      const region = page.locator('main [role="region"]').filter({ has: survey });
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth), `${width} px`).toBeLessThanOrEqual(1);
    }
  });
});

test.describe("video posters", () => {
  test("every listed video without a picture has a drawn poster beside its link, a title card of its venue and speaker, different from its neighbours and hidden from screen readers (server HTML)", async ({ request }) => {
    const lists = [
      { path: "/product-psychology", videos: psychologyVideos.map(({ url, title, speaker, source }) => ({ url, title, speaker, venue: source as string | undefined })) },
      {
        path: "/ai-pm-10x",
        // An AI resource's source is the person who made it (the talk's speaker).
        videos: aiResources.filter((resource) => resource.typeLabel === "Video" && !resource.imageUrl).map(({ url, title, source }) => ({ url, title, speaker: source, venue: videoSource(url) as string | undefined })),
      },
    ];
    for (const { path, videos } of lists) {
      expect(videos.length, path).toBeGreaterThan(0);
      const doc = await serverDocument(request, path);
      const drawings: string[] = [];
      for (const video of videos) {
        const poster = theOnlyPoster(cardOf(doc.querySelector(`main a[href="${video.url}"]`)!), video.url);
        expect(poster.getAttribute("data-size")).toBe("card");
        // A talk's title card, as its own thumbnail would be: where it was given and who gives it. Not the title, which
        // the card's heading beside it says whole (cut to two lines on the poster it read as a stand-in), and no initials
        // disc (a stand-in avatar). The card names the video for assistive technology, so the poster stays hidden.
        expect(video.speaker, video.url).toBeTruthy();
        expect(textOf(poster), video.url).toBe(`${video.venue ?? ""}${video.speaker}`);
        drawings.push(poster.querySelector("svg")!.innerHTML);
        // One link per video: the poster is a picture, not a second way in.
        expect(poster.querySelector("a, button, [tabindex]")).toBeNull();
      }
      // Identical drawings side by side read as placeholders.
      expect(new Set(drawings).size, path).toBe(drawings.length);
    }
  });

  test("a mastery reading list's video rows have a thumbnail and say where the video is hosted (server HTML)", async ({ request }) => {
    const rows = masteryAreas.flatMap((area) =>
      area.subsections.flatMap((topic) => topic.resources.filter((resource) => resource.type === "video").map((resource) => ({ area: area.id, resource }))),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { area, resource } of rows) {
      const doc = await serverDocument(request, `/product-mastery/${area}`);
      const row = doc.querySelector(`main li a[href="${resource.url}"]`)!.closest("li")!;
      expect(theOnlyPoster(row, resource.url).getAttribute("data-size")).toBe("thumb");
      expect(textOf(row.querySelector(".resource-kind")), resource.url).toMatch(/^Video · \S/);
    }
  });
});

/** The nearest element around a link that holds a poster: its card. */
function cardOf(link: Element): Element {
  let card: Element | null = link;
  while (card && !card.querySelector(".video-poster")) card = card.parentElement;
  return card ?? link;
}

function theOnlyPoster(scope: Element, what: string): Element {
  const posters = scope.querySelectorAll(".video-poster");
  expect(posters, what).toHaveLength(1);
  expect(posters[0]!.getAttribute("aria-hidden"), what).toBe("true");
  return posters[0]!;
}

test("a book's buy button has one gap, between its label and the external-link icon", async ({ page }) => {
  await page.goto("/books/continuous-discovery-habits");
  const button = page.locator("main header a[target=_blank]").first();
  // The label is one text run: the button's flex gap never opens inside it.
  const texts = await button.evaluate((a) => [...a.children].filter((el) => !el.classList.contains("sr-only") && el.tagName !== "svg").map((el) => el.textContent));
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatch(/^Get the book from /);
});

test("/books shows each cover at least 160 px wide at 390 and 1,280 px, so its drawn author line is 12 px or more", async ({ page }) => {
  // The covers draw the author 23 units tall on a 300-unit-wide picture: 12 px needs 157 px of width.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/books");
    const widths = await page.locator("main article img").evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().width));
    expect(widths.length, `${width}`).toBeGreaterThan(3);
    for (const w of widths) expect(w, `${width}`).toBeGreaterThanOrEqual(157);
  }
});

test.describe("resource cards on /ai-pm-10x and /product-psychology", () => {
  const pages = [
    {
      path: "/ai-pm-10x",
      resources: aiResources.map((resource) => ({ url: resource.url, video: resource.typeLabel === "Video" })),
    },
    {
      path: "/product-psychology",
      resources: [...psychologyArticles, ...psychologyVideos].map((link) => ({ url: link.url, video: link.type === "video" })),
    },
  ];

  for (const { path, resources } of pages) {
    test(`${path}: every resource is the one resource card, with its parts in order, and only a video's card opens with a picture (server HTML)`, async ({ request }) => {
      const doc = await serverDocument(request, path);
      for (const { url, video } of resources) {
        const link = doc.querySelector(`main a[href="${url}"]`)!;
        const card = link.closest(".resource-card");
        expect(card, url).not.toBeNull();
        // Only a video opens with a picture (its poster); an article's card has no band of an icon and a name in its place.
        expect(card!.querySelectorAll(".video-poster"), url).toHaveLength(video ? 1 : 0);
        expect(card!.querySelectorAll("img"), url).toHaveLength(0);
        expect(card!.children.length, `${url}: a poster and the body, or the body alone`).toBe(video ? 2 : 1);
        // Kind, title, who made it, why it is worth it, then the one link at the foot saying where it leads.
        const body = card!.lastElementChild!;
        const parts = [...body.children].map((part) => part.tagName);
        expect(parts, url).toEqual(["P", "DIV", "P", "P", "P"]);
        expect(textOf(body.children[0]!), url).toMatch(/^(Article|Video|Podcast|Guide|Book)$/);
        expect(body.lastElementChild!.contains(link), url).toBe(true);
        expect(textOf(link), url).toMatch(/^(Read|Watch|Listen) on \S+/);
      }
    });

    for (const width of [390, 1280]) {
      test(`${path} at ${width} px: a row's cards share a top edge, a height and a width, texts are whole (within three lines under a poster), and posters are 16:9 at the card's width`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const grids = page.locator("main ul.card-grid").filter({ has: page.locator(".resource-card") });
        expect(await grids.count()).toBeGreaterThan(1);
        for (const grid of await grids.all()) {
          const cards = await grid.locator(":scope > li > .resource-card").evaluateAll((articles) =>
            articles.map((article) => {
              const box = article.getBoundingClientRect();
              const poster = article.querySelector(".video-poster")?.getBoundingClientRect();
              const text = article.lastElementChild!.children[3] as HTMLElement;
              const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
              return {
                top: Math.round(box.top),
                left: Math.round(box.left),
                width: box.width,
                height: box.height,
                poster: poster ? { width: poster.width, height: poster.height } : null,
                textLines: text.getBoundingClientRect().height / lineHeight,
                textCut: text.scrollHeight > text.clientHeight + 1,
              };
            }),
          );
          expect(cards.length).toBe(await grid.locator(":scope > li").count());
          const widths = cards.map((card) => card.width);
          expect(Math.max(...widths) / Math.min(...widths), "no card wider than 1.5 times another").toBeLessThan(1.5);
          const rows = new Map<number, typeof cards>();
          for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
          for (const row of rows.values()) {
            const heights = row.map((card) => card.height);
            expect(Math.max(...heights) - Math.min(...heights), "a row's cards share its height").toBeLessThanOrEqual(1);
          }
          const columns = new Set(cards.map((card) => card.left)).size;
          if (width === 390) expect(columns, "one column on a phone").toBe(1);
          else expect(Math.max(...[...rows.values()].map((row) => row.length)), "cards side by side").toBeGreaterThan(1);
          for (const card of cards) {
            // Under a poster: cut at a word in the text itself, never by the three-line clamp inside a word. Without
            // one the whole text (beside a video's card, three lines left two thirds of the card blank).
            if (card.poster) expect(card.textLines).toBeLessThanOrEqual(3.05);
            else expect(card.textLines, "more than a teaser without a poster").toBeGreaterThan(3);
            expect(card.textCut, "the visible text is all of it").toBe(false);
            if (card.poster) {
              expect(card.poster.width, "the poster spans the card").toBeGreaterThan(card.width - 3);
              expect(card.poster.width / card.poster.height).toBeCloseTo(16 / 9, 1);
            }
          }
        }
      });
    }
  }
});

test("/ai-pm-10x's newsletter sign-up is the home page's panel: the same surface, spacing, corners and heading", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const look = async (path: string, headingId: string) => {
    await page.goto(path);
    return page.locator(`#${headingId}`).evaluate((heading) => {
      const panel = heading.closest(".rounded-2xl")!;
      const box = getComputedStyle(panel);
      const h = getComputedStyle(heading);
      return {
        background: box.backgroundColor,
        padding: box.paddingTop,
        radius: box.borderTopLeftRadius,
        headingSize: h.fontSize,
        headingWeight: h.fontWeight,
        icon: heading.querySelector("svg path")?.getAttribute("d"),
        button: getComputedStyle(panel.querySelector("button")!).backgroundColor,
      };
    });
  };
  expect(await look("/ai-pm-10x", "ai-newsletter-heading")).toEqual(await look("/", "newsletter-heading"));
});

test("/product-psychology: every text of 'Where each principle acts' is at least 13 px at 1,280 and 12 px at 390", async ({ page }) => {
  for (const [width, least] of [[1280, 13], [390, 12]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/product-psychology");
    const sizes = await page.locator('main svg[aria-labelledby^="diagram-psychology-map"]').evaluateAll((svgs) =>
      svgs
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .flatMap((svg) => {
          const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
          return [...svg.querySelectorAll("text")].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
        }),
    );
    expect(sizes.length, `${width}`).toBeGreaterThan(10);
    expect(Math.min(...sizes), `${width}`).toBeGreaterThanOrEqual(least);
  }
});

test("/interviews: the four-week plan is a timeline on a wide screen, the weeks side by side along a line, each a card naming its week", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/interviews");
  const plan = page.getByRole("table", { name: "What to practise each week" });
  // Each card is headed "Week 1" (its column's name drawn before the number, app/globals.css).
  const weeks = plan.getByRole("row").filter({ hasText: /Week\s?\d/ });
  await expect(weeks).toHaveCount(4);
  const boxes = await weeks.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().toJSON() as DOMRect));
  for (let index = 1; index < boxes.length; index++) {
    expect(Math.abs(boxes[index]!.top - boxes[0]!.top), "side by side").toBeLessThanOrEqual(1);
    expect(boxes[index]!.left).toBeGreaterThan(boxes[index - 1]!.right);
  }
  await expect(weeks.first()).toContainText(/Week\s?1/);
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await weeks.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().top));
  expect(phone[1]).toBeGreaterThan(phone[0]!);
});

test("/product-psychology: each talk's poster has its own tone, and its words keep 4.5:1 on it in both themes", async ({ page }) => {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await page.goto("/product-psychology");
    const posters = page.locator(".video-poster[data-titled]");
    expect(await posters.count()).toBeGreaterThanOrEqual(3);
    // One pass in the page: each poster as drawn, then every tone a title may draw, tried on the first poster. The
    // browser's own colours (color-mix resolves to oklab), painted on a canvas and read back as sRGB.
    const { measured, everyTone } = await posters.evaluateAll((all) => {
      const canvas = document.createElement("canvas");
      const context = canvas.getContext("2d", { willReadFrequently: true })!;
      const rgb = (colour: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
        return `rgb(${r}, ${g}, ${b})`;
      };
      const colours = (poster: Element) => ({ tone: poster.getAttribute("data-tone"), background: rgb(getComputedStyle(poster).backgroundColor), text: rgb(getComputedStyle(poster.querySelector("strong")!).color) });
      const drawn = all.map(colours);
      const first = all[0]!;
      const own = first.getAttribute("data-tone")!;
      const tried = ["0", "1", "2", "3"].map((tone) => {
        first.setAttribute("data-tone", tone);
        return colours(first);
      });
      first.setAttribute("data-tone", own);
      return { measured: drawn, everyTone: tried };
    });
    expect(new Set(measured.map((poster) => poster.tone)).size, `${theme}: three talks, three tones`).toBe(measured.length);
    expect(new Set(measured.map((poster) => poster.background)).size, theme).toBe(measured.length);
    for (const poster of [...measured, ...everyTone]) expect(contrast(poster.text, poster.background), `${theme} tone ${poster.tone}`).toBeGreaterThanOrEqual(4.5);
  }
});
