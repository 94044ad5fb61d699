/**
 * What /progress suggests reading next: the first unread item of each
 * section already started (finishing a section beats opening a new one),
 * then the first item of sections not yet begun, one per section, in the
 * site's order. With nothing read this is the site's own first steps: the
 * first framework, the first guide, the first Product Mastery topic.
 */
import { isRead, type Progress } from "./types";

export type NextGroup = { id: string; title: string; eyebrow?: string; items: readonly { key: string; title: string; href: string }[] };
export type NextPick<G extends NextGroup> = { group: G; item: G["items"][number] };

export function readNext<G extends NextGroup>(groups: readonly G[], progress: Progress, limit = 3): NextPick<G>[] {
  const started = (g: G) => g.items.some((item) => isRead(progress, item.key));
  const ordered = [...groups.filter(started), ...groups.filter((g) => !started(g))];
  const picks: NextPick<G>[] = [];
  for (const group of ordered) {
    const item = group.items.find((i) => !isRead(progress, i.key));
    if (item) picks.push({ group, item });
    if (picks.length === limit) break;
  }
  return picks;
}

/** The id of the section holding the page marked read most recently, or undefined when nothing is read. */
export function latestGroup(groups: readonly NextGroup[], progress: Progress): string | undefined {
  let latest: { id: string; at: number } | undefined;
  for (const group of groups) {
    for (const item of group.items) {
      const state = progress.items[item.key];
      if (state?.read && (!latest || state.at > latest.at)) latest = { id: group.id, at: state.at };
    }
  }
  return latest?.id;
}
