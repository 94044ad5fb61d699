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

export type FrameworkAccordionItem = { id: string; title: string; content: ReactNode };

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
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("hashchange", openFromHash);
      document.removeEventListener("click", onClick);
    };
  }, [items]);

  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="divide-y divide-border rounded-2xl border border-border bg-surface-raised">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id} className="scroll-mt-20">
          <Accordion.Header asChild>
            <h2 className="text-lg font-semibold sm:text-xl">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:bg-accent/60 sm:px-6">
                <span>{item.title}</span>
                <Icon name="chevronDown" size={20} className="shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-6 data-[state=closed]:hidden sm:px-6">
            <div className="prose-content max-w-3xl [&_ul.grid>li]:mt-0">{item.content}</div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
