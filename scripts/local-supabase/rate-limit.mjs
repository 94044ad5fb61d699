// @ts-check
/**
 * Hosted Supabase Auth's limit on password sign-in, for the embedded backend:
 * a token bucket per client address that holds 30 requests and refills at 30
 * per 5 minutes (the documented default for sign-ups and sign-ins, GoTrue's
 * `sign_in_sign_ups`), answered with 429 `over_request_rate_limit`, "Request
 * rate limit reached". The client address is the first value of
 * `Sb-Forwarded-For` (what a server-side app sends on its visitors' behalf, and
 * what GoTrue uses with `GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED`), else the
 * connection's. Wrong passwords are also limited per email, with a bucket of
 * the same size, so guessing one account from many addresses is slowed here
 * as well. Kept in memory: the embedded backend is one process.
 */
import { isIP } from "node:net";

export const BUCKET_SIZE = 30;
export const REFILL_EVERY_MS = (5 * 60 * 1000) / BUCKET_SIZE;
/** Buckets untouched this long are full again and can be forgotten. */
const FORGET_AFTER_MS = BUCKET_SIZE * REFILL_EVERY_MS;

/** @typedef {{ tokens: number, at: number }} Bucket */

export function createBuckets() {
  /** @type {Map<string, Bucket>} */
  const buckets = new Map();

  /** @param {string} key */
  function current(key) {
    const now = Date.now();
    const bucket = buckets.get(key) ?? { tokens: BUCKET_SIZE, at: now };
    const refilled = Math.min(BUCKET_SIZE, bucket.tokens + Math.max(0, now - bucket.at) / REFILL_EVERY_MS);
    const fresh = { tokens: refilled, at: now };
    buckets.set(key, fresh);
    if (buckets.size > 10_000) {
      for (const [name, value] of buckets) if (now - value.at > FORGET_AFTER_MS) buckets.delete(name);
    }
    return fresh;
  }

  return {
    /** Whether `key` has a request left (nothing is taken). @param {string} key */
    has(key) {
      return current(key).tokens >= 1;
    },
    /** Takes one request; false when the bucket is empty. @param {string} key */
    take(key) {
      const bucket = current(key);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}

/**
 * The client address a request counts against.
 * @param {import("node:http").IncomingMessage} req
 */
export function clientAddress(req) {
  const header = req.headers["sb-forwarded-for"];
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim() ?? "";
  if (isIP(first)) return first.toLowerCase();
  return req.socket.remoteAddress ?? "unknown";
}
