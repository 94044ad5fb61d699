import { describe, expect, it } from "vitest";
import { isActionPost, MAX_FORM_BYTES, refuseBody, refuseCrossSite, refuseMethod, refusePath } from "@/lib/security/request-guard";

describe("refuseMethod", () => {
  it("answers 405 with Allow for anything but GET, HEAD and POST in the admin area and the auth callback", () => {
    for (const path of ["/admin", "/admin/login", "/admin/email-signups/export", "/auth/callback"]) {
      for (const method of ["TRACE", "TRACK", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT"]) {
        expect(refuseMethod(path, method)).toEqual({ status: 405, message: "Method Not Allowed", headers: { Allow: "GET, HEAD, POST" } });
      }
      for (const method of ["GET", "HEAD", "POST", "get"]) expect(refuseMethod(path, method)).toBeNull();
    }
  });

  it("leaves other paths, including look-alikes of the admin area, to Next", () => {
    for (const path of ["/", "/adminfoo", "/administrator", "/authors", "/newsletter/unsubscribe"]) expect(refuseMethod(path, "PUT")).toBeNull();
  });
});

describe("refusePath", () => {
  it("answers 400 for a malformed percent-escape and passes well-formed ones", () => {
    for (const path of ["/frameworks/%E0%A4%A", "/frameworks/%ZZ", "/%", "/a%2", "/%C3%28"]) expect(refusePath(path)?.status).toBe(400);
    for (const path of ["/frameworks/kaizen", "/frameworks/%E0%A4%A8", "/glossary%20", "/%2F%2F"]) expect(refusePath(path)).toBeNull();
  });
});

describe("isActionPost", () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);
  it("sees server-action calls and form posts, not the unsubscribe URL's one-click posts", () => {
    expect(isActionPost("/", "POST", headers({ "next-action": "abc" }))).toBe(true);
    expect(isActionPost("/", "POST", headers({ "content-type": "multipart/form-data; boundary=x" }))).toBe(true);
    expect(isActionPost("/glossary", "POST", headers({ "content-type": "application/x-www-form-urlencoded" }))).toBe(true);
    expect(isActionPost("/", "GET", headers({ "next-action": "abc" }))).toBe(false);
    expect(isActionPost("/", "POST", headers({ "content-type": "application/json" }))).toBe(false);
    expect(isActionPost("/newsletter/unsubscribe", "POST", headers({ "content-type": "multipart/form-data; boundary=x" }))).toBe(false);
  });
});

describe("refuseCrossSite", () => {
  const check = (origin: string | undefined, host: Record<string, string>) =>
    refuseCrossSite(new Headers({ ...(origin === undefined ? {} : { origin }), ...host }));
  it("lets a post from this site through, comparing with the forwarded host as Next does", () => {
    expect(check("http://127.0.0.1:3100", { host: "127.0.0.1:3100" })).toBeNull();
    expect(check("https://pm.example.com", { host: "internal:3000", "x-forwarded-host": "pm.example.com" })).toBeNull();
    expect(check(undefined, { host: "127.0.0.1:3100" })).toBeNull();
  });

  it("answers 403 for another origin, an opaque one or a malformed one", () => {
    for (const origin of ["https://evil.example", "http://127.0.0.1:3101", "null", "not a url"]) {
      expect(check(origin, { host: "127.0.0.1:3100" })?.status).toBe(403);
    }
  });
});

describe("refuseBody", () => {
  const post = (body: BodyInit, headers: Record<string, string>) => new Request("http://x/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  const actionForm = (zero: string) => {
    const form = new FormData();
    form.set("0", zero);
    form.set("1_email", "a@b.co");
    return form;
  };

  it("passes the form React sends for a server action", async () => {
    const request = new Request("http://x/", { method: "POST", body: actionForm('[{"status":"idle"},"$K1"]'), headers: { "next-action": "abc" } });
    expect(await refuseBody(request)).toBeNull();
  });

  it("answers 413 past 1 MB, whether or not Content-Length says so", async () => {
    const big = "a".repeat(MAX_FORM_BYTES + 1);
    expect((await refuseBody(post(`email=${big}`, { "content-type": "application/x-www-form-urlencoded" })))?.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode("a".repeat(300_000)));
        controller.close();
      },
    });
    expect((await refuseBody(post(stream, { "content-type": "text/plain", "next-action": "abc" })))?.status).toBe(413);
  });

  it("passes an action called with JSON text (what React sends for an action without a FormData, such as sign-out)", async () => {
    expect(await refuseBody(post("[]", { "content-type": "text/plain;charset=UTF-8", "next-action": "abc" }))).toBeNull();
  });

  it("answers 415 for a server-action call that is neither a multipart form nor text, and 400 for text that is not JSON", async () => {
    expect((await refuseBody(post('{"a":1}', { "content-type": "application/json", "next-action": "abc" })))?.status).toBe(415);
    expect((await refuseBody(post("a=b", { "content-type": "application/x-www-form-urlencoded", "next-action": "abc" })))?.status).toBe(415);
    expect((await refuseBody(post("hello", { "content-type": "text/plain", "next-action": "abc" })))?.status).toBe(400);
  });

  it("answers 400 for a form that cannot be read, or action arguments that are not JSON", async () => {
    expect((await refuseBody(post("garbage", { "content-type": "multipart/form-data; boundary=xyz", "next-action": "abc" })))?.status).toBe(400);
    expect((await refuseBody(post("garbage", { "content-type": "multipart/form-data; boundary=xyz" })))?.status).toBe(400);
    const notJson = new Request("http://x/", { method: "POST", body: actionForm("not json"), headers: { "next-action": "abc" } });
    expect((await refuseBody(notJson))?.status).toBe(400);
  });
});
