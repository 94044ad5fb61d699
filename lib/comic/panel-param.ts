/**
 * The comic's `?panel=` query value is 1-based for people ("panel 5"), the
 * reader's index is 0-based. Anything that is not a whole number within the
 * comic falls back to the first panel rather than an error.
 */
export function panelIndexFromParam(value: string | null | undefined, total: number): number {
  if (!value || !/^\d+$/.test(value.trim())) return 0;
  const n = Number(value.trim());
  return n >= 1 && n <= total ? n - 1 : 0;
}

/** The query value for a 0-based index. */
export function panelParam(index: number): string {
  return String(index + 1);
}
