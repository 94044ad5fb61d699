/**
 * Learner progress as kept in this browser (docs/product.md, Learner progress). Plain types and the
 * empty value only: no zod here, so the tiny first-load slots that import
 * these types ship nothing (the schema loads with the progress chunk).
 */

export { BACKUP_KEY, STORAGE_KEY } from "./storage-keys";
export const SCHEMA_VERSION = 2;
/** Largest import file accepted. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
/** Attempts and visited pages kept; older ones drop off so storage stays small. */
export const MAX_ATTEMPTS = 50;
export const MAX_VISITED = 300;

/**
 * One markable item: a page (`/frameworks/kano-model`) or a mastery topic
 * (`/product-mastery/product-thinking#customer-discovery`). `read: false` is
 * kept (not deleted) with its time, so a merge knows "unmarked later" beats
 * "marked earlier".
 */
export type ItemState = { read: boolean; at: number };

export type TopicResult = { label: string; correct: number; total: number };

export type QuizAttempt = {
  /** When the attempt finished (ms since epoch). */
  at: number;
  score: number;
  total: number;
  tier: string;
  /** Per topic page (href without the #fragment): how many of its questions were right. */
  topics: Record<string, TopicResult>;
  /** Ids of the questions answered wrongly (see questionId). */
  missed: string[];
  /** True for a "Retry missed questions" run, which is not the full quiz. */
  retry?: boolean;
  /** A retry's questions (ids), so its result can be broken down by area later; a full run asked them all. */
  asked?: string[];
};

export type LastPage = { path: string; title: string; at: number };

export type Progress = {
  v: typeof SCHEMA_VERSION;
  items: Record<string, ItemState>;
  /** Pages opened, by path, with the last time; counts home-path steps that have nothing to mark. */
  visited: Record<string, number>;
  last: LastPage | null;
  /** Oldest first. */
  quiz: QuizAttempt[];
};

export const EMPTY_PROGRESS: Progress = Object.freeze({ v: SCHEMA_VERSION, items: {}, visited: {}, last: null, quiz: [] }) as Progress;

/**
 * Where progress is being kept: "ok" = this browser's storage; "tab" = storage
 * refuses writes (full, blocked, private mode), so it lives in this tab's
 * session storage until the tab closes; "page" = neither works, so it lasts
 * only until the visitor leaves the page.
 */
export type StoreStatus = "ok" | "tab" | "page";

/**
 * Stored data that could not be read, moved aside (never deleted) before the
 * readable part was written back. `dropped` counts the entries left out of a
 * partly readable value; null means none of it could be read. `told` is set
 * once the visitor has been told, so the message is shown once.
 */
export type SetAside = { told: boolean; kept: { at: number; text: string; dropped: number | null }[] };

export type ProgressSnapshot = { progress: Progress; status: StoreStatus; ready: boolean; setAside: SetAside | null };

export function isRead(progress: Progress, key: string): boolean {
  return progress.items[key]?.read === true;
}

export function countRead(progress: Progress, keys: readonly string[]): number {
  return keys.reduce((n, key) => n + (isRead(progress, key) ? 1 : 0), 0);
}
