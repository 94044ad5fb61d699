import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addSetAside, fromUnknown, importMessages, parseImport, parseSetAside, parseStored, progressV2 } from "@/lib/progress/schema";
import { EMPTY_PROGRESS, MAX_ATTEMPTS, MAX_IMPORT_BYTES, SCHEMA_VERSION, type Progress } from "@/lib/progress/types";

const sample: Progress = {
  v: SCHEMA_VERSION,
  items: { "/frameworks/kano-model": { read: true, at: 10 }, "/product-mastery/product-thinking#customer-discovery": { read: false, at: 12 } },
  visited: { "/glossary": 5 },
  last: { path: "/frameworks/kano-model", title: "Kano Model", at: 10 },
  quiz: [{ at: 20, score: 18, total: 25, tier: "Solid", topics: { "/frameworks/kano-model": { label: "Kano", correct: 1, total: 2 } }, missed: ["qabc"] }],
};

describe("parseStored", () => {
  it("reads nothing as empty progress, not corrupt", () => {
    expect(parseStored(null)).toEqual({ progress: EMPTY_PROGRESS, corrupt: false, dropped: 0 });
    expect(parseStored("")).toEqual({ progress: EMPTY_PROGRESS, corrupt: false, dropped: 0 });
  });

  it("round-trips the current format", () => {
    expect(parseStored(JSON.stringify(sample))).toEqual({ progress: sample, corrupt: false, dropped: 0 });
  });

  it("drops a __proto__ key without touching prototypes, and leaves out keys that are not site paths", () => {
    const withKey = (k: string) => JSON.stringify({ ...sample, items: { ...sample.items, [k]: { read: true, at: 1 } } });
    const proto = parseStored('{"v":2,"items":{"__proto__":{"read":true,"at":1}},"visited":{},"last":null,"quiz":[]}');
    expect(Object.keys(proto.progress.items)).toEqual([]);
    expect(proto.dropped).toBe(1);
    expect(Object.getPrototypeOf(proto.progress.items)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).read).toBeUndefined();
    const url = parseStored(withKey("https://example.com/x"));
    expect(url).toEqual({ progress: sample, corrupt: false, dropped: 1 });
    expect(parseStored(withKey("/frameworks/okrs"))).toMatchObject({ corrupt: false, dropped: 0 });
  });

  it.each([["{not json"], ["null"], ["[]"], ['"text"'], ['{"v":3,"items":{}}'], ['{"todo":["milk"]}']])("flags %s as corrupt and reads it as empty", (raw) => {
    expect(parseStored(raw)).toEqual({ progress: EMPTY_PROGRESS, corrupt: true, dropped: 0 });
  });
});

describe("one bad entry costs only that entry", () => {
  const stored = (change: Record<string, unknown>) => parseStored(JSON.stringify({ ...sample, ...change }));

  it("keeps the valid items and counts the one left out", () => {
    const result = stored({ items: { ...sample.items, "/a": { read: "yes", at: 1 }, "/b": { read: true, at: -5 } } });
    expect(result).toEqual({ progress: sample, corrupt: false, dropped: 2 });
  });

  it("keeps the other quiz attempts when one has an out-of-range score", () => {
    const good = sample.quiz[0]!;
    const result = stored({ quiz: [good, { ...good, at: 30, score: 10_001 }, { ...good, at: 40 }] });
    expect(result.dropped).toBe(1);
    expect(result.progress.quiz.map((a) => a.at)).toEqual([20, 40]);
    expect(result.progress.items).toEqual(sample.items);
  });

  it("leaves out a bad visit, a bad last page or a whole field of the wrong type, and keeps the rest", () => {
    expect(stored({ visited: { "/glossary": 5, "/x": "yesterday" } })).toEqual({ progress: sample, corrupt: false, dropped: 1 });
    expect(stored({ last: { path: "/x", title: 7, at: 1 } })).toEqual({ progress: { ...sample, last: null }, corrupt: false, dropped: 1 });
    expect(stored({ items: "not an object", quiz: {} })).toEqual({ progress: { ...sample, items: {}, quiz: [] }, corrupt: false, dropped: 2 });
    // A missing field is simply empty, not a loss.
    const withoutVisits: Partial<Progress> = { ...sample };
    delete withoutVisits.visited;
    expect(parseStored(JSON.stringify(withoutVisits))).toEqual({ progress: { ...sample, visited: {} }, corrupt: false, dropped: 0 });
  });

  it("salvages version 1 path by path", () => {
    const { progress, dropped } = parseStored(JSON.stringify({ version: 1, read: ["/frameworks/okrs", 42, "not a path"], lastScore: { score: -1, total: 25, at: 1 } }));
    expect(Object.keys(progress.items)).toEqual(["/frameworks/okrs"]);
    expect(progress.quiz).toEqual([]);
    expect(dropped).toBe(3);
  });

  it("migrates version 1 (a list of read paths and the last score)", () => {
    const v1 = { version: 1, read: ["/frameworks/okrs", "/books/inspired"], lastScore: { score: 20, total: 25, at: 99 } };
    const { progress, corrupt } = parseStored(JSON.stringify(v1));
    expect(corrupt).toBe(false);
    expect(progress.v).toBe(SCHEMA_VERSION);
    expect(progress.items["/frameworks/okrs"]).toEqual({ read: true, at: 0 });
    expect(progress.items["/books/inspired"]?.read).toBe(true);
    expect(progress.quiz).toHaveLength(1);
    expect(progress.quiz[0]).toMatchObject({ score: 20, total: 25, at: 99 });
  });

  it("keeps only the newest attempts", () => {
    const quiz = Array.from({ length: MAX_ATTEMPTS + 5 }, (_, i) => ({ at: i, score: 1, total: 2, tier: "t", topics: {}, missed: [] }));
    const { progress } = parseStored(JSON.stringify({ ...sample, quiz }));
    expect(progress.quiz).toHaveLength(MAX_ATTEMPTS);
    expect(progress.quiz[0]?.at).toBe(5);
  });
});

describe("parseImport", () => {
  it("accepts an export", () => {
    expect(parseImport(JSON.stringify(sample))).toEqual({ ok: true, progress: sample, dropped: 0 });
  });

  it("refuses a file over 1 MB before parsing it", () => {
    expect(parseImport("{}", MAX_IMPORT_BYTES + 1)).toEqual({ ok: false, reason: "too-large" });
    const big = JSON.stringify({ ...sample, padding: "x".repeat(MAX_IMPORT_BYTES) });
    expect(parseImport(big)).toEqual({ ok: false, reason: "too-large" });
  });

  it("names what is wrong with a file that is not ours", () => {
    expect(parseImport("hello")).toEqual({ ok: false, reason: "not-json" });
    expect(parseImport('{"name":"someone else\'s app"}')).toEqual({ ok: false, reason: "not-ours" });
    expect(importMessages["not-ours"]).toMatch(/Nothing was changed/);
  });

  it("imports the readable entries of a damaged export and says how many were skipped", () => {
    const damaged = JSON.stringify({ ...sample, items: { ...sample.items, "/x": { read: true, at: "noon" } } });
    expect(parseImport(damaged)).toEqual({ ok: true, progress: sample, dropped: 1 });
  });
});

describe("parser fuzz", () => {
  it("never throws on any string, and returns valid progress", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v))), (raw) => {
        const { progress } = parseStored(raw);
        // What comes out is valid as a whole: read again, nothing is left out.
        expect(progressV2.safeParse(progress).success).toBe(true);
        expect(fromUnknown(progress)).toEqual({ progress, dropped: 0 });
        const imported = parseImport(raw);
        if (imported.ok) expect(fromUnknown(imported.progress)).toEqual({ progress: imported.progress, dropped: 0 });
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws on near-miss objects (valid shapes with random field values)", () => {
    const anything = fc.anything();
    const nearMiss = fc.record({
      v: fc.oneof(fc.constant(2), anything),
      items: fc.oneof(fc.dictionary(fc.string(), fc.record({ read: fc.oneof(fc.boolean(), anything), at: fc.oneof(fc.nat(), anything) })), anything),
      visited: fc.oneof(fc.dictionary(fc.string(), fc.nat()), anything),
      last: fc.oneof(fc.constant(null), anything),
      quiz: fc.oneof(fc.array(anything), fc.constant([])),
    });
    fc.assert(
      fc.property(nearMiss, (value) => {
        const raw = JSON.stringify(value);
        const result = parseStored(raw);
        expect(typeof result.corrupt).toBe("boolean");
        expect(progressV2.safeParse(result.progress).success).toBe(true);
        // Every valid item survives its invalid neighbours.
        const { v, items } = JSON.parse(raw) as { v?: unknown; items?: unknown };
        if (v === 2 && typeof items === "object" && items !== null && !Array.isArray(items)) {
          for (const [k, state] of Object.entries(items)) {
            const s = (typeof state === "object" && state !== null ? state : {}) as { read?: unknown; at?: unknown };
            const valid = /^\/\S*$/.test(k) && k.length <= 300 && typeof s.read === "boolean" && Number.isSafeInteger(s.at) && (s.at as number) >= 0;
            if (valid) expect(result.progress.items[k]).toEqual({ read: s.read, at: s.at });
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("reads back whatever valid progress it wrote", () => {
    const key = fc.stringMatching(/^\/[a-z0-9#/-]{0,40}$/);
    const progress = fc.record({
      v: fc.constant(SCHEMA_VERSION as typeof SCHEMA_VERSION),
      items: fc.dictionary(key, fc.record({ read: fc.boolean(), at: fc.nat() })),
      visited: fc.dictionary(key, fc.nat(), { maxKeys: 20 }),
      last: fc.option(fc.record({ path: key, title: fc.string({ maxLength: 50 }), at: fc.nat() }), { nil: null }),
      quiz: fc.array(fc.record({ at: fc.nat(), score: fc.nat(25), total: fc.nat(25), tier: fc.string({ maxLength: 20 }), topics: fc.constant({}), missed: fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 5 }) }), { maxLength: 10 }),
    });
    fc.assert(
      fc.property(progress, (p) => {
        expect(parseStored(JSON.stringify(p))).toEqual({ progress: JSON.parse(JSON.stringify(p)), corrupt: false, dropped: 0 });
      }),
      { numRuns: 500 },
    );
  });
});

describe("data set aside", () => {
  it("reads the envelope, and reads anything else (the first release stored the text as it was) as one kept text", () => {
    const envelope = { told: true, kept: [{ at: 5, text: "{oops", dropped: null }] };
    expect(parseSetAside(JSON.stringify(envelope))).toEqual(envelope);
    expect(parseSetAside('{"v":2,"items":"x"')).toEqual({ told: false, kept: [{ at: 0, text: '{"v":2,"items":"x"', dropped: null }] });
    expect(parseSetAside(null)).toBeNull();
  });

  it("adds a new text once and asks for the visitor to be told again", () => {
    const first = addSetAside(null, { at: 1, text: "a", dropped: null });
    const told = { ...first, told: true };
    expect(addSetAside(told, { at: 2, text: "a", dropped: null })).toBe(told);
    expect(addSetAside(told, { at: 3, text: "b", dropped: 2 })).toEqual({ told: false, kept: [...first.kept, { at: 3, text: "b", dropped: 2 }] });
  });
});
