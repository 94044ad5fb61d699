/**
 * Ranks scored items, highest first. The sort is stable (equal scores keep
 * the order the visitor entered them in) and ties share a rank, as in
 * sports tables: 1, 2, 2, 4. Unscored items (invalid input) are left out.
 */
type Ranked<T> = { item: T; score: number; rank: number };

export function rankByScore<T>(items: readonly T[], scoreOf: (item: T) => number | null): Ranked<T>[] {
  const scored = items
    .map((item, index) => ({ item, index, score: scoreOf(item) }))
    .filter((entry): entry is { item: T; index: number; score: number } => entry.score !== null && Number.isFinite(entry.score));
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const ranked: Ranked<T>[] = [];
  scored.forEach((entry, position) => {
    const previous = ranked[position - 1];
    const rank = previous && previous.score === entry.score ? previous.rank : position + 1;
    ranked.push({ item: entry.item, score: entry.score, rank });
  });
  return ranked;
}
