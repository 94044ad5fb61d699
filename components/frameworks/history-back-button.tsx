"use client";

/**
 * "Go back" for the Kaizen page: returns to the previous page of this site
 * when there is one, otherwise (opened directly, or arrived from another
 * site) goes to the fallback so the visitor never leaves the hub by surprise.
 */
import { useRouter } from "next/navigation";
import { buttonClasses } from "@/components/ui/button";
import type { ReactNode } from "react";

type NavigationApi = { canGoBack?: boolean };

export function canGoBackWithinSite(): boolean {
  // The Navigation API lists only same-origin entries, so canGoBack already
  // means "there is a previous page on this site".
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  if (navigation && typeof navigation.canGoBack === "boolean") return navigation.canGoBack;
  if (window.history.length <= 1) return false;
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** `icon` is rendered by the server and passed in, so the icon set stays out of the page's JavaScript. */
export function HistoryBackButton({ fallbackHref, label = "Go back", icon }: { fallbackHref: string; label?: string; icon?: ReactNode }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={buttonClasses({ variant: "secondary" })}
      onClick={() => (canGoBackWithinSite() ? router.back() : router.push(fallbackHref))}
    >
      {icon}
      {label}
    </button>
  );
}
