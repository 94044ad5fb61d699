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
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { ToastInput, ToastItem } from "./toast-types";

export type { ToastInput } from "./toast-types";

const Toaster = lazy(() => import("./toaster"));

type ToastApi = {
  toast: (toast: ToastInput) => void;
  /** Closes the toast on screen, if any: e.g. the quiz's last answer, once the result replaces the question. */
  dismiss: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[] | null>(null);

  const toast = useCallback((input: ToastInput) => {
    setItems([{ ...input, id: nextId++, open: true }]);
  }, []);

  const close = useCallback((id: number) => {
    setItems((current) => (current ?? []).filter((item) => item.id !== id));
  }, []);

  // Keeps the toaster mounted (an empty list), so the next toast needs no new download.
  const dismiss = useCallback(() => setItems((current) => (current ? [] : current)), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
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
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
