import { beforeEach, describe, expect, it, vi } from "vitest";
import { clientKey, subscribeSignature } from "@/lib/security/signing";

const SECRET = "test-secret-0123456789-abcdefghijklmnop";
const rpc = vi.fn();
const backend = { configured: true };
const request = { headers: new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }) };
vi.mock("@/lib/supabase/server", () => ({
  createAnonClient: () => {
    if (!backend.configured) throw new Error("Supabase is not configured");
    return { rpc: (fn: string, args: unknown) => rpc(fn, args) };
  },
}));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

const { subscribe } = await import("@/lib/newsletter/actions");
const { initialSubscribeState, HONEYPOT_FIELD } = await import("@/lib/newsletter/form-state");

/** The form as the page sends it: the address and the (empty) honeypot field. */
function form(fields: Record<string, string>) {
  const data = new FormData();
  data.set(HONEYPOT_FIELD, "");
  Object.entries(fields).forEach(([key, value]) => data.set(key, value));
  return data;
}

beforeEach(() => {
  rpc.mockReset();
  backend.configured = true;
  vi.stubEnv("NEWSLETTER_SECRET", SECRET);
  request.headers = new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" });
});

describe("subscribe server action", () => {
  it("stores the address through the signed signup function, keyed by the visitor's IP, and clears the field on success", async () => {
    rpc.mockResolvedValue({ data: "subscribed", error: null });
    const state = await subscribe(initialSubscribeState, form({ email: " new@reader.io " }));
    const key = clientKey(SECRET, "ip", "203.0.113.7");
    expect(rpc).toHaveBeenCalledWith("subscribe_newsletter", {
      email_address: "new@reader.io",
      client_key: key,
      signature: subscribeSignature(SECRET, key, "new@reader.io"),
    });
    expect(state).toMatchObject({ status: "success", message: "Successfully subscribed!", email: "" });
  });

  it("keeps what was typed when it fails, so nothing is lost", async () => {
    rpc.mockResolvedValue({ data: "duplicate", error: null });
    const state = await subscribe(initialSubscribeState, form({ email: "Dup@Reader.io" }));
    expect(state).toMatchObject({ status: "error", message: "This email is already subscribed", email: "Dup@Reader.io" });
  });

  it("says to wait when the visitor is past the limit, keeping what was typed", async () => {
    rpc.mockResolvedValue({ data: "rate_limited", error: null });
    const state = await subscribe(initialSubscribeState, form({ email: "sixth@reader.io" }));
    expect(state).toMatchObject({ status: "error", message: "Too many attempts. Please try again in a minute.", email: "sixth@reader.io" });
  });

  it("never inserts for an invalid address or a filled honeypot", async () => {
    rpc.mockResolvedValue({ data: true, error: null });
    expect((await subscribe(initialSubscribeState, form({ email: "nope" }))).message).toBe("Please enter a valid email address");
    expect((await subscribe(initialSubscribeState, form({ email: "bot@x.io", [HONEYPOT_FIELD]: "spam" }))).status).toBe("success");
    expect(rpc).not.toHaveBeenCalledWith("subscribe_newsletter", expect.anything());
  });

  it("treats a post without the honeypot field like a bot, and counts it against the visitor's limit", async () => {
    rpc.mockResolvedValue({ data: true, error: null });
    const bare = new FormData();
    bare.set("email", "scripted@x.io");
    expect(await subscribe(initialSubscribeState, bare)).toMatchObject({ status: "success", message: "Successfully subscribed!" });
    expect(rpc).not.toHaveBeenCalledWith("subscribe_newsletter", expect.anything());
    expect(rpc).toHaveBeenCalledWith("take_rate_limit", expect.objectContaining({ action_name: "newsletter", client_key: clientKey(SECRET, "ip", "203.0.113.7") }));
  });

  it("answers a call with anything but the form's FormData with the invalid-address message, storing nothing", async () => {
    for (const wrong of ["a@b.co", 42, null, { email: "a@b.co" }, [new FormData()]]) {
      const state = await subscribe(initialSubscribeState, wrong as unknown as FormData);
      expect(state).toMatchObject({ status: "error", message: "Please enter a valid email address" });
    }
    expect(rpc).not.toHaveBeenCalled();
  });

  it("answers 'An error occurred' when the client cannot be created", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    backend.configured = false;
    expect((await subscribe(initialSubscribeState, form({ email: "a@b.co" }))).message).toBe("An error occurred");
  });

  it("answers 'An error occurred' when NEWSLETTER_SECRET is missing, without calling the database", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubEnv("NEWSLETTER_SECRET", "");
    expect((await subscribe(initialSubscribeState, form({ email: "a@b.co" }))).message).toBe("An error occurred");
    expect(rpc).not.toHaveBeenCalled();
  });
});
