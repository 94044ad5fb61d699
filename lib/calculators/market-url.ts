/**
 * The TAM/SAM/SOM calculator's assumptions in one query parameter
 * (?market=...), so an estimate can be bookmarked and shared: the values as
 * typed, in the form's order, as a JSON array, UTF-8, base64url, behind the
 * same version prefix as the scoring tables. Reading it back is in
 * market-url-state.ts, loaded only when a link carries one.
 */
import { marketAssumptionIds, type MarketDraft } from "./market-sizing";
import { toBase64Url, urlStateVersion } from "./url-codec";

export const marketParam = "market";

export function encodeMarket(draft: MarketDraft): string {
  return urlStateVersion + toBase64Url(JSON.stringify(marketAssumptionIds.map((id) => draft[id])));
}
