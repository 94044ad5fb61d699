"use client";

import { useCallback } from "react";
import { unsavedMessage } from "@/lib/progress/messages";
import { getSnapshot } from "@/lib/progress/store";
import { useToast } from "@/components/ui/toast";

/** Remembered in the tab's session storage when it works, so the message is said once per tab, not once per page. */
const WARNED_KEY = "pmkh-progress-warned";
let warned = false;

function alreadyWarned(): boolean {
  try {
    return warned || window.sessionStorage.getItem(WARNED_KEY) === "1";
  } catch {
    return warned;
  }
}

function rememberWarned() {
  warned = true;
  try {
    window.sessionStorage.setItem(WARNED_KEY, "1");
  } catch {
    // Storage refuses even this: the message is said once on this page.
  }
}

/**
 * Takes the result of a progress write the visitor asked for (a mark, a quiz
 * result) and, the first time this browser refuses one, says where the
 * progress is kept instead and for how long.
 */
export function useSaveNotice() {
  const { toast } = useToast();
  return useCallback(
    async (result: Promise<boolean>) => {
      if (await result) return;
      const { status } = getSnapshot();
      if (status === "ok" || alreadyWarned()) return;
      rememberWarned();
      // No link away in "page" mode: leaving the page is what loses the progress.
      const action = status === "tab" ? { label: "Your progress", href: "/progress", altText: "Your progress is linked from the footer" } : undefined;
      toast({ ...unsavedMessage(status), variant: "destructive", action });
    },
    [toast],
  );
}
