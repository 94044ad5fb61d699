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

  it("never lets a stranger's failures refuse another address: past 10 attempts for one username, each address gets 3 tries per 15 minutes for it", async () => {
    // Twelve failures from twelve addresses, 'target' and 'Target@example.com' counting as one account.
    for (let i = 0; i < 12; i++) expect((await gateSignIn(`192.0.2.${100 + i}`, i % 2 ? "target" : "Target@example.com")).allowed).toBe(true);
    // One address at the per-address pace (5 a minute) keeps the account's counter full; a fresh address still gets in.
    expect((await gateSignIn("192.0.2.150", " TARGET")).allowed).toBe(true);
    // Under attack, one address gets three tries for the account, then waits.
    const fromOne = [];
    for (let i = 0; i < 4; i++) fromOne.push((await gateSignIn("192.0.2.151", "target")).allowed);
    expect(fromOne).toEqual([true, true, true, false]);
    // Its other usernames are not held back by that account, only by the per-address limit.
    expect((await gateSignIn("192.0.2.151", "someone-else")).allowed).toBe(true);
  });

  it("slows a guesser with many addresses to 3 tries per address per 15 minutes once the account is under attack", async () => {
    const allowed: boolean[] = [];
    for (let i = 0; i < 10; i++) allowed.push((await gateSignIn(`198.51.100.${i}`, "victim")).allowed);
    // The same ten addresses keep guessing at the per-address pace: three more each, not five a minute.
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 10; i++) allowed.push((await gateSignIn(`198.51.100.${i}`, "victim")).allowed);
      if (round === 0) expect(allowed.filter(Boolean)).toHaveLength(20);
    }
    expect(allowed.filter(Boolean)).toHaveLength(10 + 3 * 10);
  });

  it("counts an IPv6 guesser by its /64 for the account, like the per-address limit", async () => {
    for (let i = 0; i < 10; i++) await gateSignIn(`203.0.113.${i}`, "six");
    const answers = [];
    for (let i = 1; i <= 4; i++) answers.push((await gateSignIn(`2001:db8:1:2::${i}`, "six")).allowed);
    expect(answers).toEqual([true, true, true, false]);
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
