import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromUnknown, importMessages, parseImport, parseStored } from "@/lib/progress/schema";
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
    expect(parseStored(null)).toEqual({ progress: EMPTY_PROGRESS, corrupt: false });
    expect(parseStored("")).toEqual({ progress: EMPTY_PROGRESS, corrupt: false });
  });

  it("round-trips the current format", () => {
    expect(parseStored(JSON.stringify(sample))).toEqual({ progress: sample, corrupt: false });
  });

  it("drops a __proto__ key without touching prototypes, and refuses keys that are not site paths", () => {
    const withKey = (k: string) => JSON.stringify({ ...sample, items: { [k]: { read: true, at: 1 } } });
    const proto = parseStored('{"v":2,"items":{"__proto__":{"read":true,"at":1}},"visited":{},"last":null,"quiz":[]}').progress;
    expect(Object.keys(proto.items)).toEqual([]);
    expect(Object.getPrototypeOf(proto.items)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).read).toBeUndefined();
    expect(parseStored(withKey("https://example.com/x")).corrupt).toBe(true);
    expect(parseStored(withKey("/frameworks/okrs")).corrupt).toBe(false);
  });

  it.each([["{not json"], ["null"], ["[]"], ['"text"'], ['{"v":3,"items":{}}'], ['{"v":2,"items":{"/a":{"read":"yes","at":1}},"visited":{},"last":null,"quiz":[]}']])(
    "flags %s as corrupt and reads it as empty",
    (raw) => {
      expect(parseStored(raw)).toEqual({ progress: EMPTY_PROGRESS, corrupt: true });
    },
  );

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
    expect(parseImport(JSON.stringify(sample))).toEqual({ ok: true, progress: sample });
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
});

describe("parser fuzz", () => {
  it("never throws on any string, and returns valid progress", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v))), (raw) => {
        const { progress } = parseStored(raw);
        expect(fromUnknown(progress)).toBeDefined();
        const imported = parseImport(raw);
        if (imported.ok) expect(fromUnknown(imported.progress)).toBeDefined();
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
        const result = parseStored(JSON.stringify(value));
        expect(typeof result.corrupt).toBe("boolean");
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
        expect(parseStored(JSON.stringify(p))).toEqual({ progress: JSON.parse(JSON.stringify(p)), corrupt: false });
      }),
      { numRuns: 500 },
    );
  });
});
