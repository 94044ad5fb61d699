"use client";

/**
 * Site-wide toasts. Any client leaf calls `useToast()` and then
 * `toast({ title, description, variant })`.
 *
 * One toast shows at a time: a new one replaces the last, so quick actions
 * (quiz answers, comic navigation) never stack a pile of messages. Default
 * toasts close after 5 s; destructive ones stay until dismissed or replaced,
 * so an error is not missed by someone who looked away.
 *
 * This provider sits in the root layout, so it stays tiny: the Radix toast
 * machinery (toaster.tsx) is fetched on the first toast and kept mounted
 * after it, so phones that never see a toast never download it.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from "react";
import type { ToastInput, ToastItem } from "./toast-types";

export type { ToastInput } from "./toast-types";

const Toaster = lazy(() => import("./toaster"));

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[] | null>(null);

  const toast = useCallback((input: ToastInput) => {
    setItems([{ ...input, id: nextId++, open: true }]);
  }, []);

  const close = useCallback((id: number) => {
    setItems((current) => (current ?? []).filter((item) => item.id !== id));
  }, []);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      {items ? (
        <Suspense fallback={null}>
          <Toaster items={items} onClose={close} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>");
  return { toast };
}
