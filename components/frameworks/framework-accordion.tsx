"use client";

/**
 * The explainer accordion, loaded as its own chunk. Radix's accordion and its
 * helpers are about 10 KiB gzip; imported directly they would be in every
 * explainer's first-load JS and run before the page is interactive.
 *
 * On the server the component is required synchronously, so the prerendered
 * HTML has the accordion in place (first item open), exactly as before. In
 * the browser it comes through React.lazy: React leaves the server HTML as it
 * is and hydrates the accordion when its chunk arrives, replaying a click that
 * came earlier. `typeof window` is a build-time constant in Next's bundles, so
 * the browser bundle keeps only the lazy branch. (next/dynamic does the same
 * with 2 KiB of loader code.)
 */
import { Activity, lazy, type ComponentType } from "react";
import type { FrameworkAccordionItem } from "./framework-accordion-radix";
import { captureEarlyClicks } from "./accordion-early-clicks";

type Props = { items: FrameworkAccordionItem[] };

const loadRadix = () => import("./framework-accordion-radix");

const FrameworkAccordionRadix: ComponentType<Props> =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous import for the server render only
      (require("./framework-accordion-radix") as typeof import("./framework-accordion-radix")).FrameworkAccordionRadix
    : lazy(() => loadRadix().then((m) => ({ default: m.FrameworkAccordionRadix })));

// A tap on a heading before the chunk above has arrived is kept, not dropped (see the module).
captureEarlyClicks(() => void loadRadix());

// An Activity boundary, not a Suspense one: on the server a Suspense boundary
// would stream the accordion out of order (its server-rendered bodies arrive
// as lazy RSC chunks), moving it to the end of the HTML; Activity renders it
// in place. In the browser the rest of the article hydrates without waiting
// for the chunk, and the server HTML of the accordion stays on screen until
// it arrives.
export function FrameworkAccordion({ items }: Props) {
  return (
    <Activity mode="visible">
      <FrameworkAccordionRadix items={items} />
    </Activity>
  );
}
