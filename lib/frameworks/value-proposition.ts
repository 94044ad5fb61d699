/**
 * Checking fit on a Value Proposition Canvas: which of the customer's
 * highest-ranked pains and gains does the value map actually address? Each
 * pain reliever and gain creator names the profile items it answers, so the
 * check is a lookup rather than a feeling.
 */
export type ProfileItem = { id: string; kind: "job" | "pain" | "gain"; text: string; rank: number };
export type ValueMapItem = { kind: "product" | "pain-reliever" | "gain-creator"; text: string; addresses: readonly string[] };

type Coverage = { considered: ProfileItem[]; covered: ProfileItem[]; uncovered: ProfileItem[] };

/** The `top` best-ranked items of one kind, and which of them the map addresses. */
export function fitCoverage(profile: readonly ProfileItem[], map: readonly ValueMapItem[], kind: ProfileItem["kind"], top: number): Coverage {
  const addressed = new Set(map.flatMap((item) => item.addresses));
  const considered = profile
    .filter((item) => item.kind === kind)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, top);
  return {
    considered,
    covered: considered.filter((item) => addressed.has(item.id)),
    uncovered: considered.filter((item) => !addressed.has(item.id)),
  };
}

/** Value map items that answer nothing in the profile: features without a customer reason. */
export function unanchoredItems(profile: readonly ProfileItem[], map: readonly ValueMapItem[]): ValueMapItem[] {
  const ids = new Set(profile.map((item) => item.id));
  return map.filter((item) => item.kind !== "product" && !item.addresses.some((id) => ids.has(id)));
}
