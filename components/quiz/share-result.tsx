"use client";

import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";

/**
 * "Share my result": the link is a prerendered page per score
 * (/pm-quiz/result/N), so nothing is stored anywhere. On touch screens the
 * phone's own share sheet opens; elsewhere (and if sharing is unavailable)
 * the link is copied, and a refused clipboard says where to find the link.
 */
export function ShareResult({ href, text }: { href: string; text: string }) {
  const { toast } = useToast();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  async function share() {
    const url = new URL(href, window.location.origin).toString();
    if (typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches) {
      try {
        await navigator.share({ title: "PM Mastery Check", text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not an error.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      setStatus("copied");
      toast({ title: "Link copied", description: "Anyone who opens it sees your score and tier." });
    } catch {
      setStatus("failed");
      toast({ title: "Could not copy the link", description: "Open your result page and copy its address instead.", variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <button type="button" onClick={share} className={buttonClasses({ variant: "secondary" })}>
        <Icon name="share" size={18} />
        Share my result
      </button>
      <a href={href} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
        Open your result page
      </a>
      <p aria-live="polite" className="text-sm text-muted">
        {status === "copied" ? "Link copied" : status === "failed" ? "Could not copy: open your result page and copy its address." : ""}
      </p>
    </div>
  );
}
