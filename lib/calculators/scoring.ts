/**
 * Scores and ranks a calculator's rows: each row's score (or the reason it
 * has none), and the scored rows ranked highest first with shared ranks for
 * ties (lib/frameworks/ranking.ts). Rows the visitor has not named yet are
 * called "Item 3", "Outcome 4"... by their position, as on screen.
 */
import { rankByScore } from "@/lib/frameworks/ranking";
import type { CalculatorDefinition, CalculatorRow } from "./definitions";

export type ScoredRow<Row extends CalculatorRow = CalculatorRow> = {
  row: Row;
  /** The row's position in the table, from 0. */
  index: number;
  name: string;
  score: number | null;
  errors: Record<string, string>;
  /** 1 for the top score; null while the row cannot be scored. */
  rank: number | null;
};

export function displayName(name: string, noun: string, index: number): string {
  return name.trim() || `${noun} ${index + 1}`;
}

export function scoreRows<Row extends CalculatorRow>(definition: CalculatorDefinition, rows: readonly Row[], noun: string): { rows: ScoredRow<Row>[]; ranked: ScoredRow<Row>[] } {
  const scored: ScoredRow<Row>[] = rows.map((row, index) => {
    const result = definition.evaluate(row);
    return {
      row,
      index,
      name: displayName(row.name, noun, index),
      score: result.ok ? result.score : null,
      errors: result.ok ? {} : result.errors,
      rank: null,
    };
  });
  const ranked = rankByScore(scored, (entry) => entry.score).map(({ item, rank }) => {
    item.rank = rank;
    return item;
  });
  return { rows: scored, ranked };
}
