import { describe, expect, it } from "vitest";
import { acceptTraceRequests } from "@/lib/security/forbidden-methods";

/** A separate global object, so the real Request of the test process is left alone. */
function sandbox() {
  const target = { Request: globalThis.Request } as { Request: typeof Request } & Record<symbol, unknown>;
  acceptTraceRequests(target);
  return target;
}

describe("acceptTraceRequests", () => {
  it("lets a Request be built for TRACE and TRACK, reporting the real method (Node's own throws)", () => {
    expect(() => new Request("http://x/admin", { method: "TRACE" })).toThrow(/TRACE/);
    const { Request: Patched } = sandbox();
    for (const method of ["TRACE", "trace", "TRACK"]) {
      const request = new Patched("http://x/admin", { method, headers: { "x-a": "1" } });
      expect(request.method).toBe(method.toUpperCase());
      expect(request.headers.get("x-a")).toBe("1");
    }
  });

  it("leaves every other method as it was, body included", async () => {
    const { Request: Patched } = sandbox();
    const post = new Patched("http://x/", { method: "POST", body: "hello" });
    expect(post.method).toBe("POST");
    expect(await post.text()).toBe("hello");
    expect(new Patched("http://x/").method).toBe("GET");
    expect(() => new Patched("http://x/", { method: "CONNECT" })).toThrow();
  });

  it("keeps instanceof working both ways, for subclasses too", () => {
    const { Request: Patched } = sandbox();
    class Sub extends Patched {}
    const native = new Request("http://x/");
    expect(native instanceof Patched).toBe(true);
    expect(new Patched("http://x/") instanceof Request).toBe(true);
    expect(native instanceof Sub).toBe(false);
    expect(new Sub("http://x/", { method: "TRACE" }) instanceof Sub).toBe(true);
  });

  it("installs once", () => {
    const target = sandbox();
    const first = target.Request;
    acceptTraceRequests(target);
    expect(target.Request).toBe(first);
  });
});
