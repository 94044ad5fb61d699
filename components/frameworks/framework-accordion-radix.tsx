"use client";

/**
 * The explainer accordion: one item open at a time, and the open one can be
 * closed (Radix, type="single" collapsible). The item bodies are rendered on
 * the server and passed in as children; forceMount keeps every body in the
 * HTML (search engines, find-in-page after opening) while CSS hides closed
 * ones. The open item follows the URL hash so table-of-contents links open
 * the section they point to.
 */
import * as Accordion from "@radix-ui/react-accordion";
import { useEffect, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icons";
import { EARLY_ROOT_ATTRIBUTE, takeEarlyClick } from "./accordion-early-clicks";

/** teaser: the section's first sentence and reading time, shown under its heading while it is folded (lib/content/section-teaser.ts). */
export type FrameworkAccordionItem = { id: string; title: string; teaser?: { sentence: string; readingTime: string }; content: ReactNode };

function idFromHash(hash: string): string {
  return decodeURIComponent(hash.replace(/^#/, ""));
}

export function FrameworkAccordionRadix({ items }: { items: FrameworkAccordionItem[] }) {
  const [open, setOpen] = useState<string>(items[0]?.id ?? "");

  useEffect(() => {
    const ids = new Set(items.map((item) => item.id));
    const openFromHash = () => {
      const id = idFromHash(window.location.hash);
      if (ids.has(id)) setOpen(id);
    };
    // A click on a link to the hash already in the URL fires no hashchange,
    // so in-page links are also watched directly.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href^='#']");
      const id = link ? idFromHash(link.getAttribute("href") ?? "") : "";
      if (ids.has(id)) setOpen(id);
    };
    // A heading tapped before this code arrived is the newest wish, so it comes after the hash.
    const openEarlyClick = () => {
      const early = takeEarlyClick();
      if (early !== null) setOpen(early);
    };
    openFromHash();
    openEarlyClick();
    window.addEventListener("hashchange", openFromHash);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("hashchange", openFromHash);
      document.removeEventListener("click", onClick);
    };
  }, [items]);

  // Styled as the article's own sections (same rules, heading size and
  // prose column as a static page), with a toggle on each heading.
  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="border-b border-border" {...{ [EARLY_ROOT_ATTRIBUTE]: "" }}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id} className="group/item scroll-mt-24 border-b border-border last:border-b-0">
          <Accordion.Header asChild>
            <h2 className="text-xl leading-7 font-bold tracking-tight sm:text-2xl sm:leading-8">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-5 text-left hover:text-primary">
                <span>{item.title}</span>
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full border border-border text-muted transition-colors group-hover:border-primary group-hover:text-primary group-data-[state=open]:bg-accent group-data-[state=open]:text-accent-foreground">
                  <Icon name="chevronDown" size={20} className="transition-transform duration-200 group-data-[state=open]:rotate-180" />
                </span>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          {/* What a folded section holds, so a page of closed sections does not read as headings with nothing under them. */}
          {item.teaser ? (
            <p data-teaser="" className="-mt-2 max-w-prose pr-13 pb-5 text-muted group-data-[state=open]/item:hidden">
              {item.teaser.sentence} <span className="whitespace-nowrap text-sm">· {item.teaser.readingTime}</span>
            </p>
          ) : null}
          <Accordion.Content forceMount className="pb-8 data-[state=closed]:hidden">
            <div className="prose-content [&_ul.grid>li]:mt-0">{item.content}</div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
