/**
 * TRACE and TRACK make Node's `new Request()` throw ("'TRACE' HTTP method is
 * unsupported"), and Next builds a Request for proxy.ts before any of our
 * code runs, so such a request to the admin area or the auth callback ended
 * as a 500. (Node's HTTP server answers TRACK itself, with 400; TRACE gets
 * through to Next.) This lets a Request be built for them (as a bodiless GET that
 * still reports its real method), so proxy.ts can answer 405. Every other
 * method takes the unchanged path. Installed once, from instrumentation.ts,
 * before the server handles a request.
 */
const FORBIDDEN = new Set(["TRACE", "TRACK"]);
const INSTALLED = Symbol.for("pm-knowledge-hub.request-accepts-trace");

type Target = { Request: typeof Request } & Record<symbol, unknown>;

export function acceptTraceRequests(target: Target = globalThis as unknown as Target): void {
  if (target[INSTALLED]) return;
  const Native = target.Request;
  class RequestAcceptingTrace extends Native {
    readonly #method: string | undefined;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const method = typeof init?.method === "string" ? init.method.toUpperCase() : undefined;
      if (method && FORBIDDEN.has(method)) {
        super(input, { ...init, method: "GET", body: null });
        this.#method = method;
      } else {
        super(input, init);
      }
    }
    override get method(): string {
      return this.#method ?? super.method;
    }
    // Requests made before this was installed, or by undici itself, stay instances of Request.
    static [Symbol.hasInstance](value: unknown): boolean {
      return this === RequestAcceptingTrace ? value instanceof Native : Function.prototype[Symbol.hasInstance].call(this, value);
    }
  }
  Object.defineProperty(target, "Request", { value: RequestAcceptingTrace, writable: true, configurable: true, enumerable: false });
  target[INSTALLED] = true;
}
