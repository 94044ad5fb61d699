/**
 * Scores and ranks a calculator's rows: each row's score (or the reason it
 * has none), and the scored rows ranked highest first with shared ranks for
 * ties (lib/frameworks/ranking.ts). Rows the visitor has not named yet are
 * called "Item 3", "Outcome 4"... by their position.
 *
 * The one ranking of the calculators: the page shows what this returns and
 * the CSV export writes it, so the file always matches the screen.
 */
import { rankByScore } from "@/lib/frameworks/ranking";
import type { CalculatorDefinition, CalculatorRow } from "./definitions";

export type ScoredRow<Row extends CalculatorRow = CalculatorRow> = {
  row: Row;
  /** The row's position in the table, from 0. */
  index: number;
  name: string;
  score: number | null;
  /** A reading of the row's inputs, when the calculator gives one (opportunity scoring's "Over-served"...). */
  note?: string;
  /** The figure the score is built from, when the calculator has one (WSJF's cost of delay). */
  detail?: string;
  errors: Record<string, string>;
  /** 1 for the top score; null while the row cannot be scored. */
  rank: number | null;
};

/** A row in the ranking: scored, so it has a score and a rank. */
export type RankedRow<Row extends CalculatorRow = CalculatorRow> = ScoredRow<Row> & { score: number; rank: number };

export function displayName(name: string, noun: string, index: number): string {
  return name.trim() || `${noun} ${index + 1}`;
}

export function scoreRows<Row extends CalculatorRow>(definition: CalculatorDefinition, rows: readonly Row[], noun: string): { rows: ScoredRow<Row>[]; ranked: RankedRow<Row>[] } {
  const scored: ScoredRow<Row>[] = rows.map((row, index) => {
    const result = definition.evaluate(row);
    return {
      row,
      index,
      name: displayName(row.name, noun, index),
      score: result.ok ? result.score : null,
      note: result.ok ? result.note : undefined,
      detail: result.ok ? result.detail : undefined,
      errors: result.ok ? {} : result.errors,
      rank: null,
    };
  });
  const ranked = rankByScore(scored, (entry) => entry.score).map(({ item, score, rank }) => {
    item.rank = rank;
    return { ...item, score, rank };
  });
  return { rows: scored, ranked };
}
