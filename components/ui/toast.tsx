"use client";

/**
 * Site-wide toasts on @radix-ui/react-toast. Any client leaf calls
 * `useToast()` and then `toast({ title, description, variant })`.
 *
 * One toast shows at a time: a new one replaces the last, so quick actions
 * (quiz answers, comic navigation) never stack a pile of messages. Default
 * toasts close after 5 s; destructive ones stay until dismissed or replaced,
 * so an error is not missed by someone who looked away.
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { Icon } from "./icons";

type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
type ToastItem = ToastInput & { id: number; open: boolean };

const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);

  const toast = useCallback((input: ToastInput) => {
    setItems([{ ...input, id: nextId++, open: true }]);
  }, []);

  const close = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const value = useMemo(() => toast, [toast]);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider swipeDirection="right" duration={TOAST_DURATION_MS} label="Notification">
        {children}
        {items.map((item) => {
          const destructive = item.variant === "destructive";
          return (
            <ToastPrimitive.Root
              key={item.id}
              open={item.open}
              onOpenChange={(open) => {
                if (!open) close(item.id);
              }}
              duration={destructive ? Infinity : TOAST_DURATION_MS}
              type={destructive ? "foreground" : "background"}
              data-variant={item.variant ?? "default"}
              className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg ${
                destructive
                  ? "border-destructive bg-destructive text-destructive-foreground"
                  : "border-border bg-surface-raised text-foreground"
              }`}
            >
              <div className="grid gap-1">
                <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
                {item.description ? (
                  <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
                ) : null}
              </div>
              <ToastPrimitive.Close
                aria-label="Dismiss notification"
                className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
              >
                <Icon name="close" size={16} />
              </ToastPrimitive.Close>
            </ToastPrimitive.Root>
          );
        })}
        <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>");
  return { toast };
}
