// @vitest-environment node
/**
 * Sign-in throttling on real Postgres, through the gate the sign-in action uses.
 */
import { describe, expect, it } from "vitest";
import { gateSignIn, gateSignUp } from "@/lib/auth/throttle";
import { withTestBackendForApp } from "../../support/pglite-backend";

withTestBackendForApp();

describe("sign-in throttling", () => {
  it("allows 5 attempts a minute from one address, whatever the usernames", async () => {
    const gates = await Promise.all(Array.from({ length: 12 }, (_, i) => gateSignIn("192.0.2.10", `user-${i}`)));
    expect(gates.filter((gate) => gate.allowed)).toHaveLength(5);
  });

  it("allows 10 attempts per 15 minutes for one username, from any number of addresses, counting 'admin' and 'admin@example.com' together", async () => {
    const allowed: boolean[] = [];
    for (let i = 0; i < 12; i++) allowed.push((await gateSignIn(`192.0.2.${100 + i}`, i % 2 ? "target" : "Target@example.com")).allowed);
    expect(allowed.slice(0, 10).every(Boolean)).toBe(true);
    expect(allowed.slice(10)).toEqual([false, false]);
  });

  it("gives a successful sign-in's attempt back, so a user who gets in is never locked out by their own visits", async () => {
    for (let i = 0; i < 15; i++) {
      const gate = await gateSignIn(`192.0.2.${200 + i}`, "regular");
      expect(gate.allowed).toBe(true);
      await gate.forgive();
    }
  });

  it("shares the per-address counter with sign-up", async () => {
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await gateSignUp("192.0.2.50"));
    expect(results).toEqual([true, true, true, true, true, false]);
    expect((await gateSignIn("192.0.2.50", "someone")).allowed).toBe(false);
  });
});
