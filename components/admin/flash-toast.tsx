"use client";

import { useEffect } from "react";
import { FLASH_COOKIE } from "@/lib/auth/flash";
import { useToast } from "@/components/ui/toast";

/** Shows a one-shot message carried across a redirect, then forgets it. */
export function FlashToast({ message }: { message?: string }) {
  const { toast } = useToast();
  useEffect(() => {
    if (!message) return;
    toast({ title: message });
    document.cookie = `${FLASH_COOKIE}=; Path=/admin; Max-Age=0; SameSite=Lax`;
  }, [message, toast]);
  return null;
}
