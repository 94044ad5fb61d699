import { beforeEach, describe, expect, it, vi } from "vitest";

const gate = { allowed: true, forgive: vi.fn(async () => {}) };
const gateSignIn = vi.fn(async () => gate);
const gateSignUp = vi.fn(async () => true);
const signInWithPassword = vi.fn();
const signUp = vi.fn();
const redirect = vi.fn((path: string) => {
  throw Object.assign(new Error("NEXT_REDIRECT"), { path });
});

vi.mock("@/lib/auth/throttle", () => ({ gateSignIn, gateSignUp }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "198.51.100.77" }),
  cookies: async () => ({ set: vi.fn() }),
}));
vi.mock("next/navigation", () => ({ redirect }));
const createSessionClient = vi.fn<(options?: { forwardedFor?: string }) => Promise<{ auth: { signInWithPassword: typeof signInWithPassword } }>>(
  async () => ({ auth: { signInWithPassword } }),
);
vi.mock("@/lib/supabase/server", () => ({
  createSessionClient,
  createAnonClient: () => ({ auth: { signUp } }),
}));

const { signInAction, signUpAction } = await import("@/lib/auth/actions");
const { initialAuthState } = await import("@/lib/auth/messages");

function form(fields: Record<string, string>) {
  const data = new FormData();
  Object.entries(fields).forEach(([key, value]) => data.set(key, value));
  return data;
}

beforeEach(() => {
  vi.clearAllMocks();
  gate.allowed = true;
  gateSignUp.mockResolvedValue(true);
});

describe("signInAction", () => {
  it("checks the throttle with the visitor's IP and username before asking Auth", async () => {
    signInWithPassword.mockResolvedValue({ error: { message: "Invalid login credentials" } });
    const state = await signInAction(initialAuthState, form({ username: "admin", password: "wrong" }));
    expect(gateSignIn).toHaveBeenCalledWith("198.51.100.77", "admin");
    // Auth's own per-address limit counts the visitor, not this server (Sb-Forwarded-For).
    expect(createSessionClient).toHaveBeenCalledWith({ forwardedFor: "198.51.100.77" });
    expect(state).toMatchObject({ status: "error", message: "Invalid login credentials" });
    expect(gate.forgive).not.toHaveBeenCalled();
  });

  it("refuses past the limit with a clear message, without asking Auth", async () => {
    gate.allowed = false;
    const state = await signInAction(initialAuthState, form({ username: "admin", password: "guess" }));
    expect(state).toMatchObject({ status: "error", message: "Too many sign-in attempts. Please wait a few minutes and try again." });
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it("gives the attempt back after a successful sign-in", async () => {
    signInWithPassword.mockResolvedValue({ error: null });
    await expect(signInAction(initialAuthState, form({ username: "admin", password: "right" }))).rejects.toThrow("NEXT_REDIRECT");
    expect(gate.forgive).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith("/admin/email-signups");
  });

  it("asks for both fields without counting an empty submission", async () => {
    const state = await signInAction(initialAuthState, form({ username: "admin" }));
    expect(state.message).toBe("Please enter both username and password");
    expect(gateSignIn).not.toHaveBeenCalled();
  });

  it("fails closed when the throttle cannot be asked", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    gateSignIn.mockRejectedValueOnce(new Error("database down"));
    const state = await signInAction(initialAuthState, form({ username: "admin", password: "x" }));
    expect(state.message).toBe("An error occurred while signing in");
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it("answers a call with anything but a FormData like an empty form", async () => {
    for (const wrong of ["admin", 1, null, { username: "admin", password: "x" }]) {
      const state = await signInAction(initialAuthState, wrong as unknown as FormData);
      expect(state).toMatchObject({ status: "error", message: "Please enter both username and password" });
    }
    const signedUp = await signUpAction(initialAuthState, "x" as unknown as FormData);
    expect(signedUp.message).toBe("Please enter both username and password");
    expect(signInWithPassword).not.toHaveBeenCalled();
  });
});

describe("signUpAction", () => {
  it("is throttled per IP as well", async () => {
    gateSignUp.mockResolvedValue(false);
    const state = await signUpAction(initialAuthState, form({ username: "admin", password: "secret-123" }));
    expect(state).toMatchObject({ status: "error", message: "Too many sign-in attempts. Please wait a few minutes and try again." });
    expect(signUp).not.toHaveBeenCalled();
  });

  it("shows the backend's message when sign-up is closed", async () => {
    signUp.mockResolvedValue({ error: { message: "Signups not allowed for this instance" } });
    const state = await signUpAction(initialAuthState, form({ username: "admin", password: "secret-123" }));
    expect(state).toMatchObject({ status: "error", message: "Signups not allowed for this instance" });
  });
});
