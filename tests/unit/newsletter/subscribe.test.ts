import { afterEach, describe, expect, it, vi } from "vitest";
import { honeypotTripped, RATE_LIMITED, subscribeEmail, type InsertResult } from "@/lib/newsletter/subscribe";

const ok = async (): Promise<InsertResult> => ({ error: null });

afterEach(() => vi.restoreAllMocks());

describe("subscribeEmail", () => {
  it("stores the trimmed address and says so", async () => {
    const insert = vi.fn(ok);
    expect(await subscribeEmail("  pm@company.com ", "", insert)).toEqual({ ok: true, message: "Successfully subscribed!" });
    expect(insert).toHaveBeenCalledWith("pm@company.com");
  });

  it("refuses an invalid address without inserting", async () => {
    const insert = vi.fn(ok);
    for (const bad of ["", "pm@company", "not an email", `${"a".repeat(250)}@b.co`, null, 7]) {
      expect(await subscribeEmail(bad, "", insert)).toEqual({ ok: false, message: "Please enter a valid email address" });
    }
    expect(insert).not.toHaveBeenCalled();
  });

  it("maps a unique violation (23505) to 'already subscribed'", async () => {
    const insert = async () => ({ error: { code: "23505", message: "duplicate key value" } });
    expect(await subscribeEmail("PM@Company.com", "", insert)).toEqual({ ok: false, message: "This email is already subscribed" });
  });

  it("maps other insert errors to the retry message and logs them", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const insert = async () => ({ error: { code: "42501", message: "permission denied" } });
    expect(await subscribeEmail("pm@company.com", "", insert)).toEqual({ ok: false, message: "Failed to subscribe. Please try again." });
    expect(log).toHaveBeenCalledWith("Newsletter signup failed:", "42501", "permission denied");
  });

  it("maps exceptions to 'An error occurred'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const insert = async (): Promise<InsertResult> => {
      throw new TypeError("fetch failed");
    };
    expect(await subscribeEmail("pm@company.com", "", insert)).toEqual({ ok: false, message: "An error occurred" });
  });

  it("silently drops bots that fill the honeypot", async () => {
    const insert = vi.fn(ok);
    expect(await subscribeEmail("bot@spam.io", "https://spam.io", insert)).toEqual({ ok: true, message: "Successfully subscribed!" });
    expect(insert).not.toHaveBeenCalled();
  });
});

describe("the honeypot", () => {
  it("treats a missing field (not a string) like a filled one: success, nothing stored, the hit counted", async () => {
    for (const missing of [null, undefined, 7, new File(["x"], "x.txt")]) {
      const insert = vi.fn(ok);
      const onBot = vi.fn(async () => true);
      expect(await subscribeEmail("pm@company.com", missing, insert, onBot)).toEqual({ ok: true, message: "Successfully subscribed!" });
      expect(insert).not.toHaveBeenCalled();
      expect(onBot).toHaveBeenCalledTimes(1);
    }
    expect(honeypotTripped("")).toBe(false);
    expect(honeypotTripped("   ")).toBe(false);
    expect(honeypotTripped("x")).toBe(true);
  });

  it("still answers like a success when counting the hit fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onBot = async () => {
      throw new Error("database down");
    };
    expect(await subscribeEmail("pm@company.com", "filled", vi.fn(ok), onBot)).toEqual({ ok: true, message: "Successfully subscribed!" });
  });
});

describe("the rate limit", () => {
  it("maps the limit's answer to the wait message and stores nothing more", async () => {
    const insert = async (): Promise<InsertResult> => ({ error: { code: RATE_LIMITED, message: "too many" } });
    expect(await subscribeEmail("pm@company.com", "", insert)).toEqual({ ok: false, message: "Too many attempts. Please try again in a minute." });
  });
});
