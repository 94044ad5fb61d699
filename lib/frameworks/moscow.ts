/**
 * MoSCoW prioritisation (Dai Clegg, adopted by DSDM): every requirement in a
 * fixed timeframe is a Must, Should or Could Have, or a Won't Have this time.
 * DSDM's rules of thumb are about effort, not item counts: Must Have work
 * should be no more than 60% of the planned effort, and a pool of Could Haves
 * of around 20% gives the contingency that protects the deadline. Won't Haves
 * are recorded but carry no planned effort in this timeframe.
 */
export const moscowCategories = ["must", "should", "could", "wont"] as const;
export type MoscowCategory = (typeof moscowCategories)[number];

export const moscowLabels: Record<MoscowCategory, string> = {
  must: "Must Have",
  should: "Should Have",
  could: "Could Have",
  wont: "Won't Have this time",
};

/** DSDM's guidance, as percentages of the planned effort. */
export const moscowGuidance = { maxMustShare: 60, typicalCouldShare: 20 } as const;

/** A requirement with its estimate (any unit, as long as all items use the same one). */
export type MoscowItem = { name: string; category: MoscowCategory; effort: number };

/** Estimated effort per category; Won't Haves count 0 because they are not planned. */
export function effortByCategory(items: readonly MoscowItem[]): Record<MoscowCategory, number> {
  const totals: Record<MoscowCategory, number> = { must: 0, should: 0, could: 0, wont: 0 };
  for (const item of items) if (item.category !== "wont") totals[item.category] += item.effort;
  return totals;
}

/** Must + Should + Could effort: the work planned for the timeframe. */
export function plannedEffort(items: readonly MoscowItem[]): number {
  const { must, should, could } = effortByCategory(items);
  return must + should + could;
}

/** Each planned category's share of the planned effort, in percent. */
export function effortShares(items: readonly MoscowItem[]): Record<Exclude<MoscowCategory, "wont">, number> {
  const totals = effortByCategory(items);
  const planned = plannedEffort(items);
  const share = (value: number) => (planned === 0 ? 0 : (value / planned) * 100);
  return { must: share(totals.must), should: share(totals.should), could: share(totals.could) };
}

/** True when Must Have effort stays within DSDM's 60% ceiling. */
export function mustShareWithinLimit(items: readonly MoscowItem[]): boolean {
  return effortShares(items).must <= moscowGuidance.maxMustShare;
}
