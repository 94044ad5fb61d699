import { describe, expect, it, vi } from "vitest";
import { signInWithCredentials, signUpAdminWithCredentials } from "@/lib/auth/credentials";

function form(username: string, password: string) {
  const data = new FormData();
  data.set("username", username);
  data.set("password", password);
  return data;
}

describe("password sign-in", () => {
  it("needs both fields", async () => {
    const signIn = vi.fn();
    for (const [u, p] of [["", "x"], ["admin", ""], ["   ", "x"]] as const) {
      expect(await signInWithCredentials(form(u, p), signIn)).toEqual({ ok: false, message: "Please enter both username and password" });
    }
    expect(signIn).not.toHaveBeenCalled();
  });

  it("tries the typed username first, then username@example.com", async () => {
    const signIn = vi.fn(async (email: string) => ({ error: email === "admin@example.com" ? null : { message: "Invalid login credentials" } }));
    expect(await signInWithCredentials(form("admin", "pw"), signIn)).toEqual({ ok: true, message: "Successfully signed in" });
    expect(signIn.mock.calls.map((c) => c[0])).toEqual(["admin", "admin@example.com"]);
  });

  it("reports the backend message, or the default, when both attempts fail", async () => {
    const failing = vi.fn(async () => ({ error: { message: "Email not confirmed" } }));
    expect((await signInWithCredentials(form("admin", "pw"), failing)).message).toBe("Email not confirmed");
    const silent = vi.fn(async () => ({ error: { message: "" } }));
    expect((await signInWithCredentials(form("admin", "pw"), silent)).message).toBe("Invalid login credentials");
  });

  it("answers the backend's rate limit (429) with the throttle's message, without a second try", async () => {
    const limited = vi.fn(async () => ({ error: { message: "Request rate limit reached", status: 429, code: "over_request_rate_limit" } }));
    expect(await signInWithCredentials(form("admin", "pw"), limited)).toEqual({
      ok: false,
      message: "Too many sign-in attempts. Please wait a few minutes and try again.",
    });
    expect(limited).toHaveBeenCalledTimes(1);
    // The fallback address can be the one that is limited.
    const second = vi.fn(async (email: string) =>
      email === "admin" ? { error: { message: "Invalid login credentials", status: 400 } } : { error: { message: "Request rate limit reached", status: 429 } },
    );
    expect((await signInWithCredentials(form("admin", "pw"), second)).message).toBe("Too many sign-in attempts. Please wait a few minutes and try again.");
  });

  it("does not try twice when the username is already an email", async () => {
    const signIn = vi.fn(async () => ({ error: { message: "Invalid login credentials" } }));
    await signInWithCredentials(form("admin@example.com", "pw"), signIn);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it("maps an exception to the sign-in error message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const signIn = vi.fn(async () => {
      throw new Error("network");
    });
    expect((await signInWithCredentials(form("admin", "pw"), signIn)).message).toBe("An error occurred while signing in");
  });
});

describe("sign-up", () => {
  it("is only for the admin username, in any letter case", async () => {
    const signUp = vi.fn(async () => ({ error: null }));
    expect(await signUpAdminWithCredentials(form("mallory", "pw1234"), "admin", signUp)).toEqual({
      ok: false,
      message: 'Only the admin username "admin" can register for this site',
    });
    expect(await signUpAdminWithCredentials(form("Admin", "pw1234"), "admin", signUp)).toEqual({
      ok: true,
      message: "Registration successful. You can now sign in.",
    });
    expect(signUp).toHaveBeenCalledWith("admin@example.com", "pw1234");
  });

  it("passes the backend message through and maps exceptions", async () => {
    const weak = vi.fn(async () => ({ error: { message: "Password should be at least 6 characters." } }));
    expect((await signUpAdminWithCredentials(form("admin", "123"), "admin", weak)).message).toBe("Password should be at least 6 characters.");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = vi.fn(async () => {
      throw new Error("down");
    });
    expect((await signUpAdminWithCredentials(form("admin", "123456"), "admin", broken)).message).toBe("An error occurred while signing up");
  });
});
