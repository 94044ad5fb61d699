// @vitest-environment node
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { subscribe } from "@/lib/newsletter/actions";
import { initialSubscribeState } from "@/lib/newsletter/form-state";
import { newsletterMessages } from "@/lib/newsletter/validation";
import { startTestBackend, type TestBackend } from "../../support/pglite-backend";
import { expectedTrim, expectedValid, hostileEmail } from "./fuzz-support";

// Every call is its own visitor (its own X-Forwarded-For), so the per-IP
// signup limit, which this suite does not test, never turns one away.
let visitor = 0;
vi.mock("next/headers", () => ({
  headers: async () => {
    visitor += 1;
    return new Headers({ "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` });
  },
}));

/**
 * The same hostile input, through the real server action into real Postgres
 * (the embedded local Supabase, migrations applied): the table must end up
 * holding exactly the valid addresses, once each, whatever their case.
 */
let backend: TestBackend;
let admin: SupabaseClient;
const knownMessages = new Set<string>(Object.values(newsletterMessages));

beforeAll(async () => {
  backend = await startTestBackend();
  process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = backend.anonKey;
  process.env.NEWSLETTER_SECRET = backend.newsletterSecret;
  const transport = (await import("ws")).default as unknown as typeof WebSocket;
  admin = createClient(backend.url, backend.serviceRoleKey, {
    realtime: { transport },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}, 180_000);

afterAll(async () => {
  await backend?.stop();
});

describe("newsletter action against real Postgres", () => {
  it("stores only valid rows, one per address, for 2,000 generated inputs", async () => {
    const inputs = fc.sample(hostileEmail, { numRuns: 2_000, seed: 20261122 });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const expected = new Set<string>();
    const batch = 10;
    for (let i = 0; i < inputs.length; i += batch) {
      await Promise.all(
        inputs.slice(i, i + batch).map(async (email) => {
          const form = new FormData();
          form.set("email", email);
          form.set("company_website", "");
          const state = await subscribe(initialSubscribeState, form);
          expect(knownMessages.has(state.message)).toBe(true);
          // Judged by the hand-written rule, not by the code under test.
          if (!expectedValid(email)) expect(state.message).toBe(newsletterMessages.invalid);
          if (state.status === "success") expect(expectedValid(email)).toBe(true);
          if (expectedValid(email) && !email.includes("\u0000")) expected.add(expectedTrim(email).toLowerCase());
        }),
      );
    }
    quiet.mockRestore();

    const { data, error } = await admin.from("email_signups").select("email").limit(10_000);
    expect(error).toBeNull();
    const rows = (data ?? []).map((row: { email: string }) => row.email);
    for (const row of rows) expect(expectedValid(row) && row === expectedTrim(row)).toBe(true);
    const lowered = rows.map((row) => row.toLowerCase());
    expect(new Set(lowered).size).toBe(rows.length);
    expect(new Set(lowered)).toEqual(expected);
  }, 300_000);
});
