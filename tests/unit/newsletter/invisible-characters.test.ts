import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { subscribeEmail } from "@/lib/newsletter/subscribe";
import { isValidEmail, newsletterMessages } from "@/lib/newsletter/validation";
import { databaseInvisibleRanges, invisibleProbe, isInDatabaseSet } from "./invisible-support";

/**
 * One address, one look: a character that draws nothing (or nothing the
 * reader can tell apart) lets `look\u034Falike@x.io` pass for
 * `lookalike@x.io` in the admin list and the CSV. The live probe's twenty
 * code points, then every code point of the set the database refuses.
 */
const visible = "lookalike@probe.test";
const at = (cp: number, index = 4) => `${visible.slice(0, index)}${String.fromCodePoint(cp)}${visible.slice(index)}`;

describe("invisible code points in a newsletter address", () => {
  it.each(invisibleProbe.map((cp) => [`U+${cp.toString(16).toUpperCase().padStart(4, "0")}`, cp] as const))(
    "refuses %s inside the local part, the domain and the top-level domain",
    (_name, cp) => {
      expect(isValidEmail(visible)).toBe(true);
      for (const index of [4, visible.indexOf("@") + 3, visible.length - 2]) expect(isValidEmail(at(cp, index))).toBe(false);
    },
  );

  it("refuses the replacement character, which is what invalid UTF-8 in a post turns into", async () => {
    const form = new Response(Buffer.concat([Buffer.from("email=look"), Buffer.from([0xc3, 0x28]), Buffer.from("alike%40probe.test")]), {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const email = (await form.formData()).get("email");
    expect(email).toContain("\uFFFD");
    expect(isValidEmail(email)).toBe(false);
    // Percent-encoded invalid UTF-8 decodes to the same character.
    expect(isValidEmail(new URLSearchParams("email=look%C3%28alike%40probe.test").get("email"))).toBe(false);
  });

  it("answers the server action's caller with the form's message and stores nothing", async () => {
    const insert = vi.fn(async () => ({ error: null }));
    for (const cp of invisibleProbe) {
      expect(await subscribeEmail(at(cp), "", insert)).toEqual({ ok: false, message: newsletterMessages.invalid });
    }
    expect(insert).not.toHaveBeenCalled();
  });

  it("the database's set (generated from Unicode data) holds every probed code point", () => {
    expect(databaseInvisibleRanges.length).toBeGreaterThan(500);
    for (const cp of invisibleProbe) expect(isInDatabaseSet(cp), cp.toString(16)).toBe(true);
  });

  it("refuses any code point of the database's set, anywhere inside the address (10,000 generated)", () => {
    const fromSet = fc
      .tuple(fc.integer({ min: 0, max: databaseInvisibleRanges.length - 1 }), fc.nat())
      .map(([range, offset]) => {
        const [from, to] = databaseInvisibleRanges[range]!;
        return from + (offset % (to - from + 1));
      });
    fc.assert(
      fc.property(fromSet, fc.integer({ min: 1, max: visible.length - 1 }), (cp, index) => {
        expect(isValidEmail(at(cp, index))).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });

  it("accepts every other code point of the generated sample that is not a space or an @ rule breaker (10,000 generated)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0x21, max: 0x10ffff }).filter((cp) => (cp < 0xd800 || cp > 0xdfff) && !isInDatabaseSet(cp) && !/\s/u.test(String.fromCodePoint(cp))),
        (cp) => {
          expect(isValidEmail(at(cp))).toBe(true);
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
