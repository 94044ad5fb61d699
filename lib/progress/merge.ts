/**
 * Pure updates of a Progress value. Import merges item by item and keeps the
 * newer state, so importing an old export never undoes what was marked since.
 */
import { MAX_ATTEMPTS, type LastPage, type Progress, type QuizAttempt } from "./types";

export function setRead(progress: Progress, key: string, read: boolean, at = Date.now()): Progress {
  return { ...progress, items: { ...progress.items, [key]: { read, at } } };
}

/** `asLast`: a page to resume (an article), not an index one passes through on the way to it. */
export function recordVisit(progress: Progress, page: LastPage, asLast = true): Progress {
  return { ...progress, last: asLast ? page : progress.last, visited: { ...progress.visited, [page.path]: page.at } };
}

export function addAttempt(progress: Progress, attempt: QuizAttempt): Progress {
  return { ...progress, quiz: [...progress.quiz, attempt].slice(-MAX_ATTEMPTS) };
}

const attemptId = (a: QuizAttempt) => `${a.at}:${a.score}:${a.total}:${a.retry ? 1 : 0}`;

export function mergeProgress(mine: Progress, theirs: Progress): Progress {
  const items = { ...mine.items };
  for (const [key, state] of Object.entries(theirs.items)) {
    const current = items[key];
    if (!current || state.at > current.at) items[key] = state;
  }
  const visited = { ...mine.visited };
  for (const [path, at] of Object.entries(theirs.visited)) visited[path] = Math.max(at, visited[path] ?? 0);
  const last = !mine.last || (theirs.last && theirs.last.at > mine.last.at) ? theirs.last : mine.last;
  const seen = new Set(mine.quiz.map(attemptId));
  const quiz = [...mine.quiz, ...theirs.quiz.filter((a) => !seen.has(attemptId(a)))].sort((a, b) => a.at - b.at).slice(-MAX_ATTEMPTS);
  return { v: mine.v, items, visited, last, quiz };
}

/** What an import changed, counted from the progress before and after it (not from the file alone). */
export type ImportSummary = {
  /** Items read now that were not before. */
  read: number;
  /** Items read before that the file's newer state unmarked. */
  unread: number;
  /** Items the file holds as read that were read here already. */
  alreadyRead: number;
  /** Quiz attempts added. */
  attempts: number;
  /** What the file holds: read items and quiz attempts. */
  inFile: { read: number; attempts: number };
};

export function importSummary(before: Progress, after: Progress, file: Progress): ImportSummary {
  const readIn = (p: Progress) => new Set(Object.keys(p.items).filter((key) => p.items[key]?.read));
  const was = readIn(before);
  const now = readIn(after);
  const fileRead = readIn(file);
  const known = new Set(before.quiz.map(attemptId));
  return {
    read: [...now].filter((key) => !was.has(key)).length,
    unread: [...was].filter((key) => !now.has(key)).length,
    alreadyRead: [...fileRead].filter((key) => was.has(key)).length,
    attempts: after.quiz.filter((a) => !known.has(attemptId(a))).length,
    inFile: { read: fileRead.size, attempts: file.quiz.length },
  };
}
