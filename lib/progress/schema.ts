/**
 * The stored format, validated with zod (the mini build: a fraction of the
 * size, and it only loads with the progress chunk). `parseStored` and
 * `parseImport` never throw: anything that is not our data comes back as a
 * failure the caller turns into one message, and the caller keeps what it has.
 */
import { array, boolean, gte, int, literal, lte, maxLength, minLength, nullable, number, object, optional, record, regex, string, type output } from "zod/mini";
import { EMPTY_PROGRESS, MAX_ATTEMPTS, MAX_IMPORT_BYTES, MAX_VISITED, SCHEMA_VERSION, type Progress } from "./types";

const time = number().check(int(), gte(0));
const count = number().check(int(), gte(0), lte(10_000));
const shortText = string().check(maxLength(300));
/** Items, visits and topics are keyed by site path; anything else (a "__proto__" key, a URL) is not our data. */
const key = string().check(minLength(1), maxLength(300), regex(/^\/[^\s]*$/));
const questionKey = string().check(minLength(1), maxLength(100));

const itemState = object({ read: boolean(), at: time });
const topicResult = object({ label: shortText, correct: count, total: count });
const attempt = object({
  at: time,
  score: count,
  total: count,
  tier: shortText,
  topics: record(key, topicResult),
  missed: array(questionKey).check(maxLength(1000)),
  retry: optional(boolean()),
});

export const progressV2 = object({
  v: literal(SCHEMA_VERSION),
  items: record(key, itemState),
  visited: record(key, time),
  last: nullable(object({ path: key, title: shortText, at: time })),
  quiz: array(attempt),
});

/**
 * Version 1 (the first release's draft format): a list of read paths and the
 * last quiz score. Kept so a browser holding it upgrades instead of losing it.
 */
export const progressV1 = object({
  version: literal(1),
  read: array(key),
  lastScore: optional(object({ score: count, total: count, at: time })),
});

export function migrateV1(old: output<typeof progressV1>): Progress {
  const items: Progress["items"] = {};
  for (const path of old.read) items[path] = { read: true, at: 0 };
  const quiz = old.lastScore ? [{ at: old.lastScore.at, score: old.lastScore.score, total: old.lastScore.total, tier: "", topics: {}, missed: [] }] : [];
  return { v: SCHEMA_VERSION, items, visited: {}, last: null, quiz };
}

/** Caps lists so a long history or a crafted file cannot grow storage without end. */
function trim(progress: Progress): Progress {
  const visited = Object.entries(progress.visited);
  return {
    ...progress,
    quiz: progress.quiz.length > MAX_ATTEMPTS ? progress.quiz.slice(-MAX_ATTEMPTS) : progress.quiz,
    visited: visited.length > MAX_VISITED ? Object.fromEntries(visited.sort((a, b) => b[1] - a[1]).slice(0, MAX_VISITED)) : progress.visited,
  };
}

/** Current or older shape to the current one; undefined when it is neither. */
export function fromUnknown(value: unknown): Progress | undefined {
  const current = progressV2.safeParse(value);
  if (current.success) return trim(current.data as Progress);
  const old = progressV1.safeParse(value);
  if (old.success) return trim(migrateV1(old.data));
  return undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export type StoredResult = { progress: Progress; corrupt: boolean };

/** What localStorage holds: nothing is empty progress; anything unreadable is empty progress flagged corrupt. */
export function parseStored(raw: string | null): StoredResult {
  if (raw === null || raw === "") return { progress: EMPTY_PROGRESS, corrupt: false };
  const json = parseJson(raw);
  const progress = json.ok ? fromUnknown(json.value) : undefined;
  return progress ? { progress, corrupt: false } : { progress: EMPTY_PROGRESS, corrupt: true };
}

export type ImportResult = { ok: true; progress: Progress } | { ok: false; reason: "too-large" | "not-json" | "not-ours" };

/** An uploaded file's text (its byte size checked first by the caller, and again here on the text). */
export function parseImport(text: string, bytes = new Blob([text]).size): ImportResult {
  if (bytes > MAX_IMPORT_BYTES) return { ok: false, reason: "too-large" };
  const json = parseJson(text);
  if (!json.ok) return { ok: false, reason: "not-json" };
  const progress = fromUnknown(json.value);
  return progress ? { ok: true, progress } : { ok: false, reason: "not-ours" };
}

export const importMessages: Record<Exclude<ImportResult, { ok: true }>["reason"], string> = {
  "too-large": "That file is over 1 MB, so it cannot be a progress export from this site. Nothing was changed.",
  "not-json": "That file is not a progress export from this site (it is not JSON). Nothing was changed.",
  "not-ours": "That file is not a progress export from this site. Nothing was changed.",
};
