/**
 * Reads the TAM/SAM/SOM calculator's assumptions back from a link. A link can
 * be cut short, hand-edited or made up, so the shape is checked with zod
 * (zod/mini keeps the browser bundle small): one string per assumption, each
 * no longer than a typed value may be. A value that is out of range is kept:
 * the form shows it with its message, as it would had it been typed.
 */
import * as z from "zod/mini";
import { marketAssumptionIds, marketValueLength, type MarketDraft } from "./market-sizing";
import { fromBase64Url, urlStateVersion as version } from "./url-codec";

export const badMarketLinkMessage = "This link's assumptions could not be read (it may be cut short or edited), so the example is shown instead.";

const schema = z.array(z.string().check(z.maxLength(marketValueLength))).check(z.length(marketAssumptionIds.length));

export type DecodedMarket = { ok: true; draft: MarketDraft } | { ok: false; message: string };

export function decodeMarket(encoded: string): DecodedMarket {
  // Far longer than any link the page writes: made up.
  if (!encoded.startsWith(version) || encoded.length > 2_000) return { ok: false, message: badMarketLinkMessage };
  let data: unknown;
  try {
    data = JSON.parse(fromBase64Url(encoded.slice(version.length)));
  } catch {
    return { ok: false, message: badMarketLinkMessage };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) return { ok: false, message: badMarketLinkMessage };
  return { ok: true, draft: Object.fromEntries(marketAssumptionIds.map((id, i) => [id, parsed.data[i]!])) as MarketDraft };
}
