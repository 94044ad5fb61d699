"use client";

import type { CalculatorDefinition, CalculatorRow } from "@/lib/calculators/definitions";
import { encodeTable } from "@/lib/calculators/url-codec";
import { useUrlState } from "./use-url-state";

/**
 * Keeps a scoring calculator's whole table in the page's query string
 * (?rice=..., ?opportunity=..., ?wsjf=...) so a ranking can be bookmarked and
 * shared; how the link is read and written is use-url-state.ts.
 */
export function useTableInUrl(definition: CalculatorDefinition, rows: readonly CalculatorRow[], replace: (rows: CalculatorRow[]) => void) {
  return useUrlState<CalculatorRow[]>(
    definition.param,
    encodeTable(definition, rows),
    async () => {
      const { decodeTable } = await import("@/lib/calculators/url-state");
      return (text) => {
        const decoded = decodeTable(definition, text);
        return decoded.ok ? { ok: true, value: decoded.rows } : decoded;
      };
    },
    replace,
  );
}
