/**
 * What tests/e2e/routes.spec.ts measures in the page: horizontal page
 * overflow and visible text under 12 px (HTML text, form controls, generated
 * content and inline SVG text at its rendered size), and card grids in <main>
 * where one card is wider than 1.5 times its siblings (a leftover card
 * stretched across the row) or a short last row does not start at the grid's left edge. `auditLayout` runs inside
 * the browser (page.evaluate), so it is self-contained: no imports, no helpers
 * outside its body.
 */

/** One element sticking out past the right (or left) edge of the viewport. */
export type OverflowOffender = {
  /** A short CSS-like path, e.g. `main > article > div.overflow-visible > table.w-[40rem]`. */
  where: string;
  text: string;
  left: number;
  right: number;
  width: number;
};

/** One run of visible text rendered under the floor. */
export type SmallText = {
  where: string;
  text: string;
  /** Rendered size in CSS px. */
  size: number;
  /** How the size came about, e.g. `font-size 10px` or `font-size 14px x SVG scale 0.6`. */
  how: string;
};

/** A grid in <main> whose cards differ in width: one spans more than its column. */
export type UnevenGrid = {
  where: string;
  /** Column count and track widths, e.g. `3 columns of 320px`. */
  columns: string;
  /** Each direct child's rendered width in px, in order (hidden ones left out). */
  widths: number[];
  /** The widest card's first words. */
  widest: string;
};

export const MAX_CARD_WIDTH_RATIO = 1.5;

export type LayoutAudit = {
  viewportWidth: number;
  scrollWidth: number;
  offenders: OverflowOffender[];
  smallText: SmallText[];
  /** Tables in <main> a reader would have to scroll sideways (by caption or first header), when asked for. */
  sidewaysTables: string[];
  /** Card grids with a card wider than 1.5 times its siblings. */
  unevenGrids: UnevenGrid[];
};

export const MIN_TEXT_PX = 12;

/**
 * Runs in the page. `minPx` is the smallest allowed rendered text size;
 * `maxEach` caps how many offenders of each kind come back (the widest and
 * the smallest first).
 */
export function auditLayout({
  minPx,
  maxEach,
  tables = false,
  cardsOnly = false,
  maxCardRatio = 1.5,
}: {
  minPx: number;
  maxEach: number;
  tables?: boolean;
  /** Only the card-grid check (at widths where overflow and text size are not measured). */
  cardsOnly?: boolean;
  /** A card wider than this many times the narrowest in its grid fails (MAX_CARD_WIDTH_RATIO; passed in, as the function runs in the page). */
  maxCardRatio?: number;
}): LayoutAudit {
  const viewportWidth = window.innerWidth;
  const scroller = document.scrollingElement ?? document.documentElement;
  const scrollWidth = scroller.scrollWidth;
  const round = (n: number) => Math.round(n * 100) / 100;
  const styleOf = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styleOf.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styleOf.set(el, s);
    }
    return s;
  };

  /** `tag#id.class.class[aria-label]` for one element; Tailwind class lists are cut to three. */
  /** React's useId values (`_R_…`, `«r1»`, `:r1:`) change with the tree: no help in finding the source. */
  const stableId = (el: Element) => (el.id && !/_R_|«|^:r/.test(el.id) ? el.id : "");
  const label = (el: Element) => {
    let out = el.tagName.toLowerCase();
    if (stableId(el)) out += `#${stableId(el)}`;
    const classes = (el.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    out += classes
      .slice(0, 3)
      .map((c) => `.${c}`)
      .join("");
    if (classes.length > 3) out += "…";
    const aria = el.getAttribute("aria-label") ?? el.getAttribute("data-testid");
    if (aria) out += `[${el.hasAttribute("aria-label") ? "aria-label" : "data-testid"}="${aria.slice(0, 40)}"]`;
    return out;
  };
  /** The element and up to four ancestors, stopping at the first landmark or id (enough to find it in the source). */
  const where = (el: Element) => {
    const parts: string[] = [];
    let node: Element | null = el;
    while (node && node !== document.body && parts.length < 5) {
      parts.unshift(label(node));
      if (stableId(node) || ["main", "header", "footer", "nav", "aside", "article", "section", "figure"].includes(node.tagName.toLowerCase())) break;
      node = node.parentElement;
    }
    return parts.join(" > ");
  };
  const snippet = (text: string | null | undefined) => {
    const clean = (text ?? "").replace(/\s+/g, " ").trim();
    return clean.length > 60 ? `${clean.slice(0, 57)}…` : clean;
  };

  /**
   * Hidden from sight though still in the layout: display:none, visibility,
   * opacity 0, content-visibility (checkVisibility covers those), and the
   * screen-reader-only pattern (a 1 px box that clips its overflow, or clip /
   * clip-path on a box of that size).
   */
  const hiddenCache = new Map<Element, boolean>();
  const visuallyHidden = (el: Element): boolean => {
    const cached = hiddenCache.get(el);
    if (cached !== undefined) return cached;
    let hidden = false;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) hidden = true;
    else {
      const s = style(el);
      const clips = s.overflow !== "visible" || s.clip !== "auto" || (s.clipPath !== "none" && s.clipPath !== "");
      if (clips) {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) hidden = true;
      }
      if (!hidden && el.parentElement) hidden = visuallyHidden(el.parentElement);
    }
    hiddenCache.set(el, hidden);
    return hidden;
  };

  // (c) Card grids: every grid in <main> laid out in equal columns (repeat(n, 1fr), so not a layout of a
  // column and a rail, nor a row of form fields) with more than one of them. A child spanning more columns than its siblings, or a
  // leftover stretched across the row, is wider than 1.5 times the narrowest.
  const unevenGrids: UnevenGrid[] = [];
  for (const grid of document.querySelectorAll("main *")) {
    const s = style(grid);
    if (s.display !== "grid" && s.display !== "inline-grid") continue;
    // A data table's row shown as a card lays out its own fields in a grid (the row's name across it): fields, not cards.
    if (grid.closest("table")) continue;
    const tracks = s.gridTemplateColumns.split(/\s+/).filter((t) => /^[\d.]+px$/.test(t)).map(parseFloat);
    if (tracks.length < 2 || Math.max(...tracks) - Math.min(...tracks) > 1) continue;
    const cells = [...grid.children].filter((child) => {
      const r = child.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && style(child).position !== "absolute" && style(child).position !== "fixed";
    });
    if (cells.length < 2 || visuallyHidden(grid)) continue;
    // A row of form fields (a calculator's name above its numbers) is a form's layout, not a grid of cards.
    if (cells.some((cell) => cell.matches("input, select, textarea, label") || cell.querySelector("input, select, textarea"))) continue;
    const widths = cells.map((cell) => round(cell.getBoundingClientRect().width));
    const narrowest = Math.min(...widths);
    const widest = Math.max(...widths);
    if (widest > narrowest * maxCardRatio + 0.5) {
      unevenGrids.push({
        where: where(grid),
        columns: `${tracks.length} columns of ${round(tracks[0]!)}px`,
        widths,
        widest: snippet(cells[widths.indexOf(widest)]!.textContent),
      });
      continue;
    }
    // A short last row of cards starts at the grid's left edge like the rows above it (lib/layout/card-grid.ts): centred, it broke that edge.
    const tops = cells.map((cell) => round(cell.getBoundingClientRect().top));
    const lastTop = Math.max(...tops);
    const lastRow = cells.filter((_, index) => tops[index] === lastTop);
    const firstRow = cells.filter((_, index) => tops[index] === Math.min(...tops));
    // Only grids built by the card rule; other grids (a centred pair of buttons) may place their cells as they need.
    if (grid.classList.contains("card-grid") && lastRow.length < firstRow.length) {
      const left = Math.min(...lastRow.map((cell) => cell.getBoundingClientRect().left)) - Math.min(...firstRow.map((cell) => cell.getBoundingClientRect().left));
      if (Math.abs(left) > 1) {
        unevenGrids.push({
          where: where(grid),
          columns: `last row of ${lastRow.length} starts ${round(left)}px right of the rows above it`,
          widths,
          widest: snippet(lastRow[0]!.textContent),
        });
      }
    }
  }
  // A table whose own box scrolls sideways (asked for at 390 and 1,280 px): it should stack into cards or fit.
  function findSidewaysTables(): string[] {
    const sidewaysTables: string[] = [];
    if (!tables) return sidewaysTables;
    for (const table of document.querySelectorAll("main table")) {
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        if (box.scrollWidth - box.clientWidth > 1 && /auto|scroll/.test(getComputedStyle(box).overflowX)) {
          const name = table.getAttribute("aria-labelledby");
          sidewaysTables.push(`${snippet((name && document.getElementById(name)?.textContent) || table.querySelector("th")?.textContent)} (${box.scrollWidth - box.clientWidth}px wider than its box)`);
          break;
        }
      }
    }
    return sidewaysTables;
  }
  if (cardsOnly) return { viewportWidth, scrollWidth, offenders: [], smallText: [], sidewaysTables: findSidewaysTables(), unevenGrids: unevenGrids.slice(0, maxEach) };

  // (a) Horizontal overflow: only measured when the page actually scrolls sideways.
  const offenders: OverflowOffender[] = [];
  if (scrollWidth > viewportWidth) {
    /** Inside a box that clips or scrolls sideways, content cannot widen the page (the box itself can). */
    const clippedByAncestor = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const x = style(a).overflowX;
        if (x !== "visible") return true;
      }
      return false;
    };
    const sticksOut = new Map<Element, DOMRect>();
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.right > viewportWidth + 0.5 || r.left < -0.5) sticksOut.set(el, r);
    }
    for (const [el, r] of sticksOut) {
      if (clippedByAncestor(el) || visuallyHidden(el)) continue;
      const parentRect = el.parentElement ? sticksOut.get(el.parentElement) : undefined;
      // A child that only fills an overflowing parent is not news: keep the element that pokes out past its parent.
      if (parentRect && r.right <= parentRect.right + 0.5 && r.left >= parentRect.left - 0.5) continue;
      offenders.push({ where: where(el), text: snippet(el.textContent), left: round(r.left), right: round(r.right), width: round(r.width) });
    }
    offenders.sort((a, b) => Math.max(b.right - viewportWidth, -b.left) - Math.max(a.right - viewportWidth, -a.left));
  }

  // (b) Text under the floor.
  const smallText: SmallText[] = [];
  const seen = new Set<Element>();
  const decorativeOnly = (text: string) => !/[\p{L}\p{N}]/u.test(text);
  const inAriaHidden = (el: Element) => el.closest("[aria-hidden='true']") !== null;
  /** Vertical scale of an SVG element's user space on screen (viewBox, transforms, CSS size). */
  const svgScale = (el: SVGGraphicsElement) => {
    const m = el.getScreenCTM();
    return m ? Math.hypot(m.c, m.d) : 1;
  };
  const report = (el: Element, text: string, size: number, how: string) => {
    if (size >= minPx - 0.01 || seen.has(el)) return;
    // Punctuation and symbols in a decorative, aria-hidden run (a bullet, an arrow) are not text anyone reads.
    if (decorativeOnly(text) && inAriaHidden(el)) return;
    seen.add(el);
    smallText.push({ where: where(el), text: snippet(text), size: round(size), how });
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? "";
    if (!text.trim()) continue;
    const el = node.parentElement;
    if (!el || seen.has(el)) continue;
    const tag = el.tagName.toLowerCase();
    if (["script", "style", "noscript", "template", "title", "desc", "option"].includes(tag)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (visuallyHidden(el)) continue;
    const fontSize = parseFloat(style(el).fontSize);
    if (el instanceof SVGElement) {
      const scale = el instanceof SVGGraphicsElement ? svgScale(el) : 1;
      report(el, text, fontSize * scale, `SVG font-size ${round(fontSize)}px x SVG scale ${round(scale)}`);
      continue;
    }
    // HTML inside an SVG <foreignObject> is scaled with the drawing.
    const foreign = el.closest("foreignObject");
    if (foreign instanceof SVGGraphicsElement) {
      const scale = svgScale(foreign);
      report(el, text, fontSize * scale, `font-size ${round(fontSize)}px x foreignObject scale ${round(scale)}`);
      continue;
    }
    report(el, text, fontSize, `font-size ${round(fontSize)}px`);
  }

  // Form controls show their value and placeholder without a text node.
  for (const el of document.body.querySelectorAll("input, textarea, select")) {
    const input = el as HTMLInputElement;
    if (["hidden", "checkbox", "radio", "range", "color", "file", "image"].includes(input.type)) continue;
    const shown = input.value || input.placeholder || (el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? "") : "");
    if (!shown.trim()) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || visuallyHidden(el)) continue;
    report(el, shown, parseFloat(style(el).fontSize), `form control font-size ${style(el).fontSize}`);
  }

  // Generated content (::before / ::after) with letters or digits in it.
  for (const el of document.body.querySelectorAll("*")) {
    for (const pseudo of ["::before", "::after"] as const) {
      const s = getComputedStyle(el, pseudo);
      const content = s.content;
      if (!content || content === "none" || content === "normal" || !/^["'].*[\p{L}\p{N}].*["']$/u.test(content)) continue;
      if (s.display === "none" || visuallyHidden(el)) continue;
      const size = parseFloat(s.fontSize);
      if (size < minPx - 0.01) {
        smallText.push({ where: `${where(el)}${pseudo}`, text: snippet(content.slice(1, -1)), size: round(size), how: `${pseudo} font-size ${s.fontSize}` });
      }
    }
  }

  smallText.sort((a, b) => a.size - b.size);

  const sidewaysTables = findSidewaysTables();
  return { viewportWidth, scrollWidth, offenders: offenders.slice(0, maxEach), smallText: smallText.slice(0, maxEach), sidewaysTables, unevenGrids: unevenGrids.slice(0, maxEach) };
}
