type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: number; open: boolean };

/** Default toasts close after 5 s; destructive ones stay until dismissed or replaced. */
export const TOAST_DURATION_MS = 5000;
