type ToastVariant = "default" | "destructive";
export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A link to where the message can be acted on; `altText` says how to get there without the toast (screen readers). */
  action?: { label: string; href: string; altText: string };
  /** Milliseconds before a default toast closes, for a message too long to read in TOAST_DURATION_MS. */
  duration?: number;
};
export type ToastItem = ToastInput & { id: number; open: boolean };

/** Default toasts close after 5 s; destructive ones stay until dismissed or replaced. */
export const TOAST_DURATION_MS = 5000;
