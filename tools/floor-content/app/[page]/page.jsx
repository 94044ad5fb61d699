/**
 * One measured page of the site, reduced to its own <main> markup: the same
 * elements, text and inline drawings, rendered as server components on the
 * bare App Router (no stylesheet, no font, no client component). Its phone
 * figures show what that much content costs before any of the site's own
 * choices: the best the page itself could score.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { JSDOM } from "jsdom";

const pagesFile = path.join(process.cwd(), "tools/floor-content/pages.json");
const pages = () => JSON.parse(readFileSync(pagesFile, "utf8"));

export const dynamicParams = false;
export function generateStaticParams() {
  return Object.keys(pages()).map((page) => ({ page }));
}

const renamed = { class: "className", for: "htmlFor", tabindex: "tabIndex", srcset: "srcSet", readonly: "readOnly", maxlength: "maxLength" };
const booleans = new Set(["hidden", "disabled", "checked", "open", "required", "selected", "multiple", "readonly"]);

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(";")) {
    const at = declaration.indexOf(":");
    if (at < 0) continue;
    const name = declaration.slice(0, at).trim();
    style[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = declaration.slice(at + 1).trim();
  }
  return style;
}

function toElement(node, key) {
  if (node.nodeType === 3) return node.nodeValue;
  if (node.nodeType !== 1) return null;
  const tag = node.tagName.toLowerCase();
  if (tag === "script" || tag === "template") return null;
  const props = { key };
  for (const { name, value } of node.attributes) {
    if (name.startsWith("on")) continue;
    if (name === "style") props.style = styleObject(value);
    else if (booleans.has(name)) props[renamed[name] ?? name] = true;
    else props[renamed[name] ?? name] = value;
  }
  const children = [...node.childNodes].map((child, i) => toElement(child, i)).filter((child) => child !== null);
  return createElement(node.namespaceURI?.endsWith("svg") ? node.nodeName : tag, props, ...children);
}

export default async function Page({ params }) {
  const { page } = await params;
  const { window } = new JSDOM(`<body>${pages()[page]}</body>`);
  return toElement(window.document.body.firstElementChild, "main");
}
