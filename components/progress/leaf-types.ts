import type { ReactNode } from "react";

/** A home-path step: done when all its keys are read, or (no keys: nothing to mark there) once the page was opened. */
export type StepProgress = { keys: string[]; path: string; number: number };

/** What a progress slot shows once the progress chunk has loaded. Icons come from server components. */
export type LeafProps =
  | { kind: "mark"; itemKey: string; icon: ReactNode; describedBy?: string }
  | { kind: "check"; keys: string[]; icon: ReactNode; placement?: "corner" | "inline" }
  | { kind: "count"; keys: string[]; label: string }
  | { kind: "step"; step: StepProgress; icon: ReactNode }
  | { kind: "path"; steps: StepProgress[] }
  | { kind: "continue"; icon: ReactNode }
  | { kind: "visit" };
