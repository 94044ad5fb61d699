"use client";

import { useState, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

/**
 * Copies a template's Markdown to the clipboard and says so twice: a toast,
 * and an inline line in a live region for screen readers and for anyone who
 * misses the toast. A refused clipboard (permissions, an insecure page) gets
 * a clear message pointing at the download instead.
 */
export function CopyMarkdownButton({ markdown, label, icon }: { markdown: string; label: string; icon?: ReactNode }) {
  const { toast } = useToast();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(markdown);
      setStatus("copied");
      toast({ title: "Copied", description: "The Markdown template is on your clipboard." });
    } catch {
      setStatus("failed");
      toast({ title: "Could not copy", description: "Your browser blocked the clipboard. Download the Markdown file instead.", variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={copy} className={buttonClasses({ variant: "secondary" })}>
        {icon}
        {label}
      </button>
      <p aria-live="polite" className="text-small text-muted">
        {status === "copied" ? "Copied" : status === "failed" ? "Could not copy: download the Markdown file instead." : ""}
      </p>
    </div>
  );
}
