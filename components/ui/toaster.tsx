"use client";

/**
 * The Radix part of the site's toasts, loaded on the first toast only (see
 * toast.tsx): Radix toast and its dismissable layer are the largest piece of
 * shared JavaScript, and most visits never show a toast.
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { Icon } from "./icons";
import { TOAST_DURATION_MS, type ToastItem } from "./toast-types";

export default function Toaster({ items, onClose }: { items: ToastItem[]; onClose: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={TOAST_DURATION_MS} label="Notification">
      {items.map((item) => {
        const destructive = item.variant === "destructive";
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) onClose(item.id);
            }}
            duration={destructive ? Infinity : (item.duration ?? TOAST_DURATION_MS)}
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
              {item.action ? (
                <ToastPrimitive.Action asChild altText={item.action.altText}>
                  <a href={item.action.href} className="mt-1 w-fit text-sm font-semibold underline underline-offset-4">
                    {item.action.label}
                  </a>
                </ToastPrimitive.Action>
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
      {/*
        Top right, just under the fixed header (h-16): forms and answer buttons
        are read and pressed in the middle and lower part of the screen, where a
        bottom toast (full width on phones) sat on top of the button just pressed.
      */}
      <ToastPrimitive.Viewport className="fixed top-16 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
