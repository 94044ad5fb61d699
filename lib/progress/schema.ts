/**
 * The stored format, validated with zod (the mini build: a fraction of the
 * size, and it only loads with the progress chunk). `parseStored` and
 * `parseImport` never throw: anything that is not our data comes back as a
 * failure the caller turns into one message, and the caller keeps what it has.
 *
 * Validation is per entry: one bad item, visit or quiz attempt is left out
 * (and counted), and everything else is kept, so a single out-of-range value
 * never costs a learner the rest of their progress.
 */
import { array, boolean, gte, int, literal, lte, maxLength, minLength, nullable, number, object, optional, record, regex, string, type output } from "zod/mini";
import { EMPTY_PROGRESS, MAX_ATTEMPTS, MAX_IMPORT_BYTES, MAX_VISITED, SCHEMA_VERSION, type Progress, type SetAside } from "./types";

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
  asked: optional(array(questionKey).check(maxLength(1000))),
});
const lastPage = object({ path: key, title: shortText, at: time });

/** The whole current format, strictly: what every value this module returns satisfies. */
export const progressV2 = object({
  v: literal(SCHEMA_VERSION),
  items: record(key, itemState),
  visited: record(key, time),
  last: nullable(lastPage),
  quiz: array(attempt),
});

type Schema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Counts what was left out while salvaging one value. */
class Salvage {
  dropped = 0;

  /** A keyed collection: keeps the entries whose key and value are valid. A missing collection is empty; a wrong type is one loss. */
  record<T>(value: unknown, of: Schema<T>): Record<string, T> {
    if (value === undefined) return {};
    if (!isPlainObject(value)) {
      this.dropped += 1;
      return {};
    }
    const kept: [string, T][] = [];
    for (const [k, v] of Object.entries(value)) {
      const parsed = key.safeParse(k).success ? of.safeParse(v) : undefined;
      if (parsed?.success) kept.push([k, parsed.data]);
      else this.dropped += 1;
    }
    // fromEntries defines own properties: a "__proto__" key could never reach a prototype (and is refused above anyway).
    return Object.fromEntries(kept);
  }

  list<T>(value: unknown, of: Schema<T>): T[] {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.dropped += 1;
      return [];
    }
    return value.flatMap((entry) => {
      const parsed = of.safeParse(entry);
      if (parsed.success) return [parsed.data];
      this.dropped += 1;
      return [];
    });
  }

  optional<T>(value: unknown, of: Schema<T>): T | null {
    if (value === undefined || value === null) return null;
    const parsed = of.safeParse(value);
    if (parsed.success) return parsed.data;
    this.dropped += 1;
    return null;
  }
}

/**
 * Version 1 (the first release's draft format): a list of read paths and the
 * last quiz score. Kept so a browser holding it upgrades instead of losing it.
 */
const v1Score = object({ score: count, total: count, at: time });
export const progressV1 = object({
  version: literal(1),
  read: array(key),
  lastScore: optional(v1Score),
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

export type Salvaged = { progress: Progress; dropped: number };

/**
 * Current or older shape to the current one, keeping every valid entry and
 * counting the ones left out; undefined when the value is not ours at all
 * (not an object carrying one of our version markers).
 */
export function fromUnknown(value: unknown): Salvaged | undefined {
  if (!isPlainObject(value)) return undefined;
  const salvage = new Salvage();
  if (value.v === SCHEMA_VERSION) {
    const progress: Progress = {
      v: SCHEMA_VERSION,
      items: salvage.record(value.items, itemState),
      visited: salvage.record(value.visited, time),
      last: salvage.optional(value.last, lastPage),
      quiz: salvage.list(value.quiz, attempt) as Progress["quiz"],
    };
    return { progress: trim(progress), dropped: salvage.dropped };
  }
  if (value.version === 1) {
    const read = salvage.list(value.read, key);
    const lastScore = salvage.optional(value.lastScore, v1Score) ?? undefined;
    return { progress: trim(migrateV1({ version: 1, read, lastScore })), dropped: salvage.dropped };
  }
  return undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** `corrupt`: nothing could be read (the progress is empty); `dropped`: entries left out of a value that was partly read. */
export type StoredResult = { progress: Progress; corrupt: boolean; dropped: number };

/** What localStorage holds: nothing is empty progress; anything unreadable is empty progress flagged corrupt. */
export function parseStored(raw: string | null): StoredResult {
  if (raw === null || raw === "") return { progress: EMPTY_PROGRESS, corrupt: false, dropped: 0 };
  const json = parseJson(raw);
  const salvaged = json.ok ? fromUnknown(json.value) : undefined;
  return salvaged ? { ...salvaged, corrupt: false } : { progress: EMPTY_PROGRESS, corrupt: true, dropped: 0 };
}

export type ImportResult = { ok: true; progress: Progress; dropped: number } | { ok: false; reason: "too-large" | "not-json" | "not-ours" };

/** An uploaded file's text (its byte size checked first by the caller, and again here on the text). */
export function parseImport(text: string, bytes = new Blob([text]).size): ImportResult {
  if (bytes > MAX_IMPORT_BYTES) return { ok: false, reason: "too-large" };
  const json = parseJson(text);
  if (!json.ok) return { ok: false, reason: "not-json" };
  const salvaged = fromUnknown(json.value);
  return salvaged ? { ok: true, ...salvaged } : { ok: false, reason: "not-ours" };
}

export const importMessages: Record<Exclude<ImportResult, { ok: true }>["reason"], string> = {
  "too-large": "That file is over 1 MB, so it cannot be a progress export from this site. Nothing was changed.",
  "not-json": "That file is not a progress export from this site (it is not JSON). Nothing was changed.",
  "not-ours": "That file is not a progress export from this site. Nothing was changed.",
};

const setAsideSchema = object({
  told: boolean(),
  kept: array(object({ at: time, text: string(), dropped: nullable(count) })),
});

/**
 * What BACKUP_KEY holds. The first release stored the unreadable text there
 * as it was; anything that is not our envelope is read as one such text, so
 * nothing kept there is ever dropped.
 */
export function parseSetAside(raw: string | null): SetAside | null {
  if (raw === null || raw === "") return null;
  const json = parseJson(raw);
  const envelope = json.ok ? setAsideSchema.safeParse(json.value) : undefined;
  if (envelope?.success && envelope.data.kept.length > 0) return envelope.data;
  return { told: false, kept: [{ at: 0, text: raw, dropped: null }] };
}

/** Adds one more unreadable text (once: the same text twice is kept once) and asks for the visitor to be told. */
export function addSetAside(current: SetAside | null, entry: SetAside["kept"][number]): SetAside {
  const kept = current?.kept ?? [];
  if (kept.some((k) => k.text === entry.text)) return current!;
  return { told: false, kept: [...kept, entry] };
}
