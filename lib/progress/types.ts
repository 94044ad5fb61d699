/**
 * Learner progress as kept in this browser (issue 17). Plain types and the
 * empty value only: no zod here, so the tiny first-load slots that import
 * these types ship nothing (the schema loads with the progress chunk).
 */

/** The localStorage key; the format inside carries its own version (`v`). */
export const STORAGE_KEY = "pmkh-progress";
/** Where unreadable stored data is copied before it is first overwritten, so nothing is lost for good. */
export const BACKUP_KEY = "pmkh-progress-unreadable";
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

/** How reading the store went: "corrupt" = data there but not ours; "unavailable" = storage blocked or full. */
export type StoreStatus = "ok" | "corrupt" | "unavailable";

export type ProgressSnapshot = { progress: Progress; status: StoreStatus; ready: boolean };

export function isRead(progress: Progress, key: string): boolean {
  return progress.items[key]?.read === true;
}

export function countRead(progress: Progress, keys: readonly string[]): number {
  return keys.reduce((n, key) => n + (isRead(progress, key) ? 1 : 0), 0);
}
