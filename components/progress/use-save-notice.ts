"use client";

import { useCallback } from "react";
import { useToast } from "@/components/ui/toast";

let warned = false;

/**
 * Runs a progress write and, the first time storage refuses one on this page
 * (private browsing, storage disabled or full), says so once.
 */
export function useSaveNotice() {
  const { toast } = useToast();
  return useCallback(
    (ok: boolean) => {
      if (ok || warned) return;
      warned = true;
      toast({
        title: "Progress not saved",
        description: "This browser is not letting the site store data (private browsing, or storage is full). Your progress will last until you close this tab.",
        variant: "destructive",
      });
    },
    [toast],
  );
}
