import { beforeEach, describe, expect, it, vi } from "vitest";

const insert = vi.fn();
const backend = { configured: true };
vi.mock("@/lib/supabase/server", () => ({
  createAnonClient: () => {
    if (!backend.configured) throw new Error("Supabase is not configured");
    return { from: (table: string) => ({ insert: (row: unknown) => insert(table, row) }) };
  },
}));

const { subscribe } = await import("@/lib/newsletter/actions");
const { initialSubscribeState, HONEYPOT_FIELD } = await import("@/lib/newsletter/form-state");

function form(fields: Record<string, string>) {
  const data = new FormData();
  Object.entries(fields).forEach(([key, value]) => data.set(key, value));
  return data;
}

beforeEach(() => {
  insert.mockReset();
  backend.configured = true;
});

describe("subscribe server action", () => {
  it("inserts into email_signups with the anon client and clears the field on success", async () => {
    insert.mockResolvedValue({ error: null });
    const state = await subscribe(initialSubscribeState, form({ email: " new@reader.io " }));
    expect(insert).toHaveBeenCalledWith("email_signups", { email: "new@reader.io" });
    expect(state).toMatchObject({ status: "success", message: "Successfully subscribed!", email: "" });
  });

  it("keeps what was typed when it fails, so nothing is lost", async () => {
    insert.mockResolvedValue({ error: { code: "23505", message: "dup" } });
    const state = await subscribe(initialSubscribeState, form({ email: "Dup@Reader.io" }));
    expect(state).toMatchObject({ status: "error", message: "This email is already subscribed", email: "Dup@Reader.io" });
  });

  it("never inserts for an invalid address or a filled honeypot", async () => {
    expect((await subscribe(initialSubscribeState, form({ email: "nope" }))).message).toBe("Please enter a valid email address");
    expect((await subscribe(initialSubscribeState, form({ email: "bot@x.io", [HONEYPOT_FIELD]: "spam" }))).status).toBe("success");
    expect(insert).not.toHaveBeenCalled();
  });

  it("answers 'An error occurred' when the client cannot be created", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    backend.configured = false;
    expect((await subscribe(initialSubscribeState, form({ email: "a@b.co" }))).message).toBe("An error occurred");
  });
});
