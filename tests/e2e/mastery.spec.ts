import { expect, test } from "../support/visitor";
import { templatesForMasteryArea, templatesForMasteryTopic } from "../../data/templates";
import { masteryAreas } from "../../content/mastery";
import { STORAGE_KEY } from "../../lib/progress/storage-keys";
import { expectShown, headingsAt, hiddenByMarkup, LINKS, named, nameOf, REGIONS, serverDocument, textOf, theOne } from "../support/server-html";

test.describe("Product Mastery", () => {
  test("overview opens with the skill map: the eight areas in order, each linking to its page (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/product-mastery");
    expect(doc.querySelectorAll(headingsAt(1))).toHaveLength(1);
    const map = theOne(doc, REGIONS, "Skill map");
    // The map is the first thing in <main> after the page's header.
    expect(doc.querySelector("main section")).toBe(map);
    const areas = [...map.querySelector("ol")!.children];
    expect(areas).toHaveLength(8);
    for (const [index, area] of masteryAreas.entries()) {
      const cluster = areas[index]!;
      const title = theOne(cluster, headingsAt(3), area.title);
      expect(theOne(title, LINKS, area.title).getAttribute("href")).toBe(`/product-mastery/${area.id}`);
      expect(textOf(cluster)).toContain(area.description);
      expect(textOf(cluster)).toContain(`${area.subsections.length} topics`);
    }
  });

  test("each area's rail offers its first template and the next area, the last area the quiz (server HTML)", async ({ request }) => {
    for (const [index, area] of masteryAreas.entries()) {
      const doc = await serverDocument(request, `/product-mastery/${area.id}`);
      const steps = [...doc.querySelectorAll("[data-rail-steps] a")].map((a) => [a.getAttribute("href"), textOf(a)]);
      const template = templatesForMasteryArea(area.id)[0];
      const next = masteryAreas[index + 1];
      expect(steps, area.id).toEqual([
        ...(template ? [[`/templates/${template.slug}`, `Template ${template.name}`]] : []),
        next ? [`/product-mastery/${next.id}`, `Next area ${next.title}`] : ["/pm-quiz", "Test yourself Take the PM Mastery Check"],
      ]);
    }
  });

  test("each area ends with the site's previous/next cards, the first leading back to all areas (server HTML)", async ({ request }) => {
    for (const [index, area] of masteryAreas.entries()) {
      const doc = await serverDocument(request, `/product-mastery/${area.id}`);
      const pager = theOne(doc, "nav", "Previous and next in Product Mastery");
      const links = [...pager.querySelectorAll("a")].map((a) => a.getAttribute("href"));
      const previous = masteryAreas[index - 1];
      const next = masteryAreas[index + 1];
      expect(links, area.id).toEqual([previous ? `/product-mastery/${previous.id}` : "/product-mastery", next ? `/product-mastery/${next.id}` : "/product-mastery"]);
    }
  });

  test("the skill map links all 33 topics, each to the section of its area page that has its id (server HTML)", async ({ request }) => {
    const map = theOne(await serverDocument(request, "/product-mastery"), REGIONS, "Skill map");
    const topics = masteryAreas.flatMap((area) => area.subsections.map((topic) => ({ area, topic })));
    expect(topics).toHaveLength(33);
    // Every link on the map: the eight area titles, then each area's topics, in reading order.
    const expected = masteryAreas.flatMap((area) => [
      [area.title, `/product-mastery/${area.id}`],
      ...area.subsections.map((topic) => [topic.title, `/product-mastery/${area.id}#${topic.id}`]),
    ]);
    expect([...map.querySelectorAll(LINKS)].map((link) => [nameOf(link), link.getAttribute("href")])).toEqual(expected);

    // Each target exists: the area page answers 200 and holds an element with the topic's id.
    for (const area of masteryAreas) {
      const page = await serverDocument(request, `/product-mastery/${area.id}`);
      for (const topic of area.subsections) {
        expectShown(page.getElementById(topic.id), `#${topic.id} on /product-mastery/${area.id}`);
      }
    }
  });

  test("a topic marked read shows its check on the skill map, and only that one", async ({ page }) => {
    const [area, topic] = [masteryAreas[2]!, masteryAreas[2]!.subsections[1]!];
    const key = `/product-mastery/${area.id}#${topic.id}`;
    await page.addInitScript(
      ([storageKey, value]) => {
        if (!window.localStorage.getItem(storageKey!)) window.localStorage.setItem(storageKey!, value!);
      },
      [STORAGE_KEY, JSON.stringify({ v: 2, items: { [key]: { read: true, at: 1_700_000_000_000 } }, visited: {} })],
    );
    await page.goto("/product-mastery");
    const map = page.getByRole("region", { name: "Skill map" });
    await expect(page.getByText("1 of 33 topics read")).toBeVisible();
    const link = map.getByRole("link", { name: topic.title, exact: true });
    await expect(link).toHaveAttribute("href", key);
    // The topic's own list item (the link's nearest), which holds its check beside the link.
    const item = link.locator("xpath=ancestor::li[1]");
    await expect(item.locator('[data-progress-check="read"]')).toBeVisible();
    await expect(item).toContainText("Read");
    await expect(map.locator('[data-progress-check="read"]')).toHaveCount(1);
  });

  for (const area of masteryAreas) {
    test(`${area.title} page shows its cards, breadcrumb and safe external links (server HTML)`, async ({ request }) => {
      const doc = await serverDocument(request, `/product-mastery/${area.id}`);
      expect([...doc.querySelectorAll(headingsAt(1))].map(textOf)).toEqual([area.title]);
      // The footer has its own h2s; the topics are the h2s inside <main>, then the area's templates if it has any.
      const main = doc.querySelector("main")!;
      const areaTemplates = templatesForMasteryArea(area.id);
      // The area's own list holds only the templates no topic lists (a repeat was a third "related" box).
      const inTopics = new Set(area.subsections.flatMap((topic) => templatesForMasteryTopic(area.id, topic.id).map((template) => template.slug)));
      const more = areaTemplates.filter((template) => !inTopics.has(template.slug));
      expect([...main.querySelectorAll(headingsAt(2))].filter((h2) => !hiddenByMarkup(h2)).map(textOf)).toEqual([
        ...area.subsections.map((s) => s.title),
        ...(more.length ? [`Templates for ${area.title}`] : []),
      ]);
      for (const template of areaTemplates) {
        expectShown(main.querySelector(`a[href="/templates/${template.slug}"]`), `the link to ${template.slug}`);
      }

      const breadcrumb = theOne(doc, "nav", "Breadcrumb");
      expect(theOne(breadcrumb, LINKS, "Product Mastery").getAttribute("href")).toBe("/product-mastery");
      expect([...breadcrumb.querySelectorAll('[aria-current="page"]')].map(textOf)).toEqual([area.title]);
      expect(theOne(doc, LINKS, /Back to all areas/i).getAttribute("href")).toBe("/product-mastery");

      // Every external link opens in a new tab without an opener and says so to screen readers.
      const external = [...main.querySelectorAll('a[href^="http"]')];
      const expected = area.subsections.flatMap((s) => s.resources).filter((r) => r.url.startsWith("http")).length;
      expect(external).toHaveLength(expected);
      for (const link of external) {
        const href = link.getAttribute("href")!;
        expect(link.getAttribute("target"), href).toBe("_blank");
        expect(link.getAttribute("rel"), href).toMatch(/noopener/);
        expect(textOf(link), href).toContain("(opens in a new tab)");
      }
    });
  }

  test("the contents rail starts beside the title on a wide screen, and comes between the header and the text on a phone", async ({ page }) => {
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
    for (const path of ["/product-mastery/growth-and-experiments", "/templates/tracking-plan", "/glossary/mvp", "/privacy-policy"]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const [title, rail] = [await page.locator("main h1").boundingBox(), await page.locator('main nav[aria-label="On this page"]').boundingBox()];
      // The header's left edge: a template's first-page preview sits left of its title.
      const header = (await page.locator("main header").first().boundingBox())!;
      // Beside the header, not under it: no blank column to the right of the title.
      expect(rail!.y, path).toBeLessThan(title!.y + title!.height);
      expect(rail!.x, path).toBeGreaterThan(header.x + 600);
      expect(rail!.x, path).toBeGreaterThan(title!.x + title!.width);
      await page.setViewportSize({ width: 390, height: 800 });
      expect(await top("main h1"), path).toBeLessThan(await top('main nav[aria-label="On this page"]'));
      expect(await top('main nav[aria-label="On this page"]'), path).toBeLessThan(await top("main h2"));
    }
  });

  test("each resource shows a visible type label (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/product-mastery/vision-and-leadership");
    const roadmapping = [...doc.querySelectorAll("section")].filter((section) => named(section, headingsAt(), "Roadmapping").length > 0).at(-1)!;
    const labelled = (text: string) => [...roadmapping.querySelectorAll("*")].filter((element) => textOf(element) === text && !hiddenByMarkup(element));
    expect(labelled("Podcast").length).toBeGreaterThan(0);
    expect(labelled("Article").length).toBeGreaterThan(0);
  });

  test("an unknown area slug is a 404 (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/product-mastery/nope", 404);
    expectShown(theOne(doc, headingsAt(), "Page Not Found"), "the not-found heading");
  });

  test("the Leading Teams video loads from YouTube only after the click", async ({ page }) => {
    const youtubeRequests: string[] = [];
    page.on("request", (request) => {
      if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) youtubeRequests.push(request.url());
    });
    await page.goto("/product-mastery/vision-and-leadership");
    const play = page.getByRole("button", { name: /^Play video: / });
    await play.scrollIntoViewIfNeeded();
    // Give the page time to fetch anything it would fetch on its own (images, lazy assets).
    await page.waitForLoadState("load");
    await page.waitForTimeout(1000);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(youtubeRequests).toEqual([]);

    const box = await play.boundingBox();
    await play.click();
    const iframe = page.locator("iframe");
    await expect(iframe).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/);
    await expect(iframe).toHaveAttribute("title", /Product is Hard/);
    // Same 16:9 box before and after, so the page does not jump.
    const after = await iframe.boundingBox();
    expect(Math.round(after?.height ?? 0)).toBe(Math.round(box?.height ?? -1));
  });
});

test("the contents rail shows how far down a long page the reader is: empty at the top, half full halfway, full at the end", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/product-mastery/tech-fluency");
  const fill = page.locator("[data-reading-progress] > span");
  const share = () => fill.evaluate((element) => element.getBoundingClientRect().width / element.parentElement!.getBoundingClientRect().width);
  await expect(page.locator("[data-reading-progress]")).toBeVisible();
  expect(await share()).toBeLessThan(0.02);
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
  await expect.poll(share).toBeGreaterThan(0.45);
  expect(await share()).toBeLessThan(0.55);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(share).toBeGreaterThan(0.98);
  // On a phone the contents are a disclosure at the top of the article: no bar there.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator("[data-reading-progress]")).toBeHidden();
});

test("the rail always marks one link once reading has begun: the last section whose top has passed the middle of the window, between sections and at the foot of the page too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  for (const path of ["/privacy-policy", "/frameworks/jobs-to-be-done", "/glossary/churn-rate"]) {
    await page.goto(path);
    const rail = page.getByRole("navigation", { name: "On this page" });
    const layout = await rail.getByRole("link").evaluateAll((all) =>
      all.map((link) => {
        const href = link.getAttribute("href")!;
        const box = document.getElementById(href.slice(1))!.getBoundingClientRect();
        return { href, top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
      }),
    );
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // Just past each section's top, in the space after each section, and the foot of the page.
    const stops = [...layout.map((s) => s.top - 1000 / 2 + 10), ...layout.slice(0, -1).map((s) => s.bottom - 1000 / 2 + 20), maxScroll].filter((y) => y >= layout[0]!.top - 1000 / 2 && y <= maxScroll);
    for (const y of stops) {
      await page.evaluate((y) => window.scrollTo(0, y), y);
      const scrolled = await page.evaluate(() => window.scrollY);
      const line = scrolled + 1000 / 2;
      const expected = layout.filter((section) => section.top <= line).at(-1)!.href;
      await expect
        .poll(() => rail.getByRole("link").evaluateAll((all) => all.filter((link) => getComputedStyle(link).fontWeight === "600").map((link) => link.getAttribute("href"))), { message: `${path} at ${scrolled}` })
        .toEqual([expected]);
    }
  }
});

test("a mastery area's rail lists the parts of the topic being read, and only that topic's", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/product-mastery/tech-fluency");
  const rail = page.getByRole("navigation", { name: "On this page" });
  const parts = rail.locator("[data-toc-parts]");
  // Before reading begins no topic's parts are open.
  await expect(parts.filter({ visible: true })).toHaveCount(0);
  await page.locator("#how-software-is-built").evaluate((topic) => window.scrollTo(0, topic.getBoundingClientRect().top + window.scrollY - 200));
  await expect(parts.filter({ visible: true })).toHaveCount(1);
  const open = parts.filter({ visible: true });
  await expect(open.getByRole("link")).toHaveText(["What it is", "Why it matters", "How to start", "Example", "Go deeper"]);
  for (const link of await open.getByRole("link").all()) {
    const target = (await link.getAttribute("href"))!.slice(1);
    expect(target.startsWith("how-software-is-built-"), target).toBe(true);
    await expect(page.locator(`[id="${target}"]`)).toHaveCount(1);
  }
  await open.getByRole("link", { name: "Example" }).click();
  await expect(page.locator("#how-software-is-built-example")).toBeInViewport();
  // The whole rail stays within the window.
  const box = (await rail.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  // On a phone the contents list is for picking a topic: no parts.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(parts.filter({ visible: true })).toHaveCount(0);
});

test("on a page with a calculator the tool spans the page, and the rail follows the reader to the tool and stops there", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ["/frameworks/rice-scoring", "/frameworks/van-westendorp", "/frameworks/wsjf", "/guides/ab-testing"]) {
    await page.goto(path);
    const rail = page.getByRole("navigation", { name: "On this page" });
    const tool = await page.locator("#try-it").boundingBox();
    const railBox = (await rail.boundingBox())!;
    expect(tool!.x + tool!.width, `${path}: the tool reaches across the rail's column`).toBeGreaterThan(railBox.x + 100);
    // Just above the tool the rail is still in view beside the text.
    await page.evaluate((y) => window.scrollTo(0, y), tool!.y - 900);
    const before = (await rail.boundingBox())!;
    expect(before.y, `${path} before the tool`).toBeGreaterThanOrEqual(0);
    expect(before.y, `${path} before the tool`).toBeLessThan(300);
    // In the tool's middle the rail has gone with the text above it: nothing is drawn over it.
    await page.evaluate((y) => window.scrollTo(0, y), tool!.y + tool!.height / 2 - 450);
    const during = (await rail.boundingBox())!;
    const toolNow = (await page.locator("#try-it").boundingBox())!;
    expect(during.y + during.height, `${path} in the tool`).toBeLessThanOrEqual(toolNow.y + 1);
  }
});

test("the contents rail marks the section being read, and moves the mark as the reader scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/product-mastery/tech-fluency");
  const rail = page.getByRole("navigation", { name: "On this page" });
  const hrefs = await rail.getByRole("link").evaluateAll((all) => all.map((link) => link.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(2);
  // The marked links: drawn by CSS (a scroll-driven animation), so read from the computed style.
  const marked = () => rail.getByRole("link").evaluateAll((all) => all.filter((link) => getComputedStyle(link).fontWeight === "600").map((link) => link.getAttribute("href")));
  // Scrolled to the third section: its link, and only its link, is marked.
  await page.locator(hrefs[2]!).evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 100));
  await expect.poll(marked).toEqual([hrefs[2]]);
  await page.locator(hrefs[1]!).evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 100));
  await expect.poll(marked).toEqual([hrefs[1]]);
});

test("after a tool the contents carry on in a second rail beside the end matter, marking the section being read; phones have the section bar instead", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ["/frameworks/rice-scoring", "/guides/ab-testing"]) {
    await page.goto(path);
    const second = page.getByRole("navigation", { name: "Page contents, continued" });
    await page.locator("#sources").evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 300));
    await expect(second, path).toBeInViewport();
    const [rail, sources] = [(await second.boundingBox())!, (await page.locator("#sources").boundingBox())!];
    expect(rail.x, `${path}: beside the end matter`).toBeGreaterThanOrEqual(sources.x + sources.width);
    await expect(second.getByRole("link", { name: "Sources and further reading" }), path).toHaveCSS("font-weight", "600");
    // The first rail's entries from the tool on, numbered on from it (the whole list again read as a duplicate).
    const first = await page.getByRole("navigation", { name: "On this page" }).getByRole("link").allInnerTexts();
    const rest = await second.getByRole("link").allInnerTexts();
    expect(rest, path).toEqual(first.slice(first.findIndex((title) => /calculator/i.test(title))));
    // Its counter starts where the first list's entries before the tool end, so the tool keeps its number.
    expect(await second.locator("ol").first().evaluate((list) => getComputedStyle(list).counterReset), path).toBe(`toc ${first.length - rest.length}`);
    // Short enough to stay whole under the header to the foot of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const atFoot = (await second.boundingBox())!;
    expect(atFoot.y, `${path} at the foot`).toBeGreaterThanOrEqual(64);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("navigation", { name: "Page contents, continued" })).toBeHidden();
});

test("on a short page the phone's section bar waits until the contents have scrolled away: never over the breadcrumb with the contents on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/glossary/churn-rate");
  const bar = page.locator("[data-section-bar]");
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeInViewport();
  await expect(bar).toBeHidden();
  // Nothing of it shows: not even the title of the section being read (a visible title in a hidden bar floated under the header).
  expect(await bar.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
  await page.getByRole("navigation", { name: "On this page" }).evaluate((nav) => window.scrollTo(0, nav.getBoundingClientRect().bottom + window.scrollY + 20));
  await expect(bar).toBeVisible();
  await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
});


test("without a tool the contents rail follows the reader through the end matter to the related links", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/frameworks/kano-model");
  await page.locator("#related").evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 300));
  const rail = page.getByRole("navigation", { name: "On this page" });
  await expect(rail).toBeInViewport();
  await expect(rail.getByRole("link", { name: /Related/ })).toHaveCSS("font-weight", "600");
});
