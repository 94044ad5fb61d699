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

describe("refuseMethod on /search", () => {
  it("answers 405 with Allow: GET, HEAD for every other method (the page is a GET form)", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "PROPFIND", "OPTIONS", "TRACE", "CONNECT"]) {
      expect(refuseMethod("/search", method)).toEqual({ status: 405, message: "Method Not Allowed", headers: { Allow: "GET, HEAD" } });
    }
    for (const method of ["GET", "HEAD", "head"]) expect(refuseMethod("/search", method)).toBeNull();
    expect(refuseMethod("/searching", "PUT")).toBeNull();
  });
});

describe("refuseBody: arguments React would never send", () => {
  const idle = '{"status":"idle","message":"","email":"","submission":0}';
  const action = (form: FormData) => new Request("http://x/", { method: "POST", body: form, headers: { "next-action": "abc" } });
  const text = (body: string) =>
    new Request("http://x/", { method: "POST", body, headers: { "next-action": "abc", "content-type": "text/plain;charset=UTF-8" } });
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("answers 400 for arguments that are not a list, or that point at parts the body does not hold", async () => {
    for (const zero of ["null", "1", '"x"', "true", "{}", '["$Q1"]', '["$W1"]', '["$B1"]', '["$h1"]', '["$F1"]', '["$i1"]', '["$A1"]', '["$S"]',
      '["$Z"]', '["$1"]', '["$1:a:b"]', '["$l1"]', '["$@1"]', '["$T"]', '["$"]', `[${idle},"$Q2"]`, `[${idle},{"deep":[["$Q1"]]}]`]) {
      expect((await refuseBody(action(form([["0", zero], ["1_email", "a@b.co"]]))))?.status, `multipart ${zero}`).toBe(400);
      expect((await refuseBody(text(zero)))?.status, `text ${zero}`).toBe(400);
    }
  });

  it("passes what React sends for plain values, a FormData and escaped dollars", async () => {
    for (const zero of ["[]", `[${idle},"$K1"]`, '["$$money", "$u", "$-0", "$Infinity", "$-Infinity", "$NaN", "$n123", "$D2020-01-01T00:00:00.000Z"]',
      '[{"$$typeof": 1, "a": ["$K2"]}]', '["$Ka", "$K1f"]']) {
      expect(await refuseBody(action(form([["0", zero], ["1_email", "a@b.co"]]))), zero).toBeNull();
      expect(await refuseBody(text(zero)), zero).toBeNull();
    }
  });

  it("answers 400 for a field name with a control character", async () => {
    for (const name of ["1_em\u0000ail", "1_email\u0007", "0\u0000", "\u001b"]) {
      expect((await refuseBody(action(form([["0", `[${idle},"$K1"]`], [name, "a@b.co"]]))))?.status, JSON.stringify(name)).toBe(400);
    }
  });

  it("answers 400 for a form posted without JavaScript whose bound arguments cannot be read", async () => {
    const reference = JSON.stringify({ id: "60cb6805c77bfc824f1ae6de12e75585969f48eb1f", bound: "$@1" });
    const noJs = (entries: [string, string][]) =>
      new Request("http://x/", { method: "POST", body: form([["$ACTION_REF_1", ""], ["$ACTION_KEY", "k1"], ["email", "a@b.co"], ...entries]) });
    expect(await refuseBody(noJs([["$ACTION_1:0", reference], ["$ACTION_1:1", `[${idle}]`]]))).toBeNull();
    for (const bound of ["nope", "null", '{"a":1}', '["$Q2"]', "[1", ""]) {
      expect((await refuseBody(noJs([["$ACTION_1:0", reference], ["$ACTION_1:1", bound]])))?.status, bound).toBe(400);
    }
    expect((await refuseBody(noJs([["$ACTION_1:0", reference]])))?.status, "bound arguments missing").toBe(400);
    expect(await refuseBody(noJs([["$ACTION_1:0", JSON.stringify({ id: "abc", bound: null })]]))).toBeNull();
  });
});
