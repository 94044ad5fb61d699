import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientKey, hmacBase64Url, rateLimitSignature, subscribeSignature, tokenEmail, unsubscribeToken } from "@/lib/security/signing";

const SECRET = "k".repeat(32);

describe("signing", () => {
  it("is HMAC-SHA256 as unpadded base64url (a known value, computed by the database too)", () => {
    // The same value private.mac('unsubscribe:a@b.co', 'kkkk…') gives in Postgres (pgcrypto).
    expect(hmacBase64Url(SECRET, "unsubscribe:a@b.co")).toBe("z82uVLUd_LO7IqjV-w5aOQVyRmgZ-s01Jf3uBm3iAVQ");
    expect(hmacBase64Url(SECRET, "x")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("makes one token per address whatever the case of its ASCII letters, and a different one per address", () => {
    expect(unsubscribeToken(SECRET, "Ana.Lopez@Example.ORG")).toBe(unsubscribeToken(SECRET, "ana.lopez@example.org"));
    expect(unsubscribeToken(SECRET, "ana@example.org")).not.toBe(unsubscribeToken(SECRET, "anb@example.org"));
    expect(unsubscribeToken(SECRET, "ana@example.org")).toBe(createHmac("sha256", SECRET).update("unsubscribe\nana@example.org").digest("base64url"));
    // Only ASCII letters are folded, so the site and the database agree in every locale.
    expect(tokenEmail("ÄBC@Ö.DE")).toBe("Äbc@Ö.de");
  });

  it("gives a token under one secret no value under another", () => {
    expect(unsubscribeToken(SECRET, "a@b.co")).not.toBe(unsubscribeToken("s".repeat(32), "a@b.co"));
  });

  it("keeps each purpose apart, so a value signed for one use is no good for another", () => {
    const key = clientKey(SECRET, "ip", "203.0.113.7");
    const values = [
      unsubscribeToken(SECRET, "a@b.co"),
      subscribeSignature(SECRET, key, "a@b.co"),
      rateLimitSignature(SECRET, "newsletter", key),
      clientKey(SECRET, "username", "203.0.113.7"),
      key,
    ];
    expect(new Set(values).size).toBe(values.length);
  });
});
