import { UNSUBSCRIBE_PATH } from "@/lib/newsletter/unsubscribe-path";
import { readableArguments, readableBoundArguments, readableFieldNames } from "./action-arguments";
import { parseFormBody, readBodyUpTo } from "./read-body";

/**
 * Requests Next would answer with a 500 (or, for other methods on the admin
 * pages, with the page itself), refused up front with the right 4xx. Pure
 * checks over the request, used by proxy.ts.
 */
export type Refusal = { status: number; message: string; headers?: Record<string, string> };

/** Next's own limit for a server action's body (serverActions.bodySizeLimit); past it Next throws a 500. */
export const MAX_FORM_BYTES = 1024 * 1024;

const AREA_METHODS = ["GET", "HEAD", "POST"];
/** The search page is a GET form: it takes no posts, server actions or other methods. */
const SEARCH_METHODS = ["GET", "HEAD"];
export const SEARCH_PATH = "/search";

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export function isAuthPath(pathname: string): boolean {
  return pathname === "/auth" || pathname.startsWith("/auth/");
}

/**
 * The admin area and the auth callback answer GET, HEAD and POST (server
 * actions) only; /search, rendered per request, GET and HEAD only. (Content
 * pages are static files, which Next itself answers 405 for other methods.)
 */
export function refuseMethod(pathname: string, method: string): Refusal | null {
  const allowed = isAdminPath(pathname) || isAuthPath(pathname) ? AREA_METHODS : pathname === SEARCH_PATH ? SEARCH_METHODS : null;
  if (!allowed || allowed.includes(method.toUpperCase())) return null;
  return { status: 405, message: "Method Not Allowed", headers: { Allow: allowed.join(", ") } };
}

/** A path with a broken percent-escape (`/frameworks/%E0%A4%A`): Next cannot decode it and would answer 500. */
export function refusePath(pathname: string): Refusal | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    return { status: 400, message: "Bad Request: the address has a malformed percent-escape." };
  }
}

/**
 * A form post or server-action call: what Next parses as a possible server
 * action. The unsubscribe URL takes cross-site form posts on purpose (mail
 * providers' one-click POSTs) and reads its own small body, so it is left out.
 */
export function isActionPost(pathname: string, method: string, headers: Pick<Headers, "get">): boolean {
  if (method.toUpperCase() !== "POST" || pathname === UNSUBSCRIBE_PATH) return false;
  if (headers.get("next-action") !== null) return true;
  return /^(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)\b/i.test(headers.get("content-type") ?? "");
}

/**
 * Next's CSRF rule for server actions (an Origin must match the host the
 * request was sent to), answered with 403 where Next would throw a 500. No
 * Origin at all is let through, as Next does (old browsers, non-browser clients
 * that carry no cookies of a visitor).
 */
export function refuseCrossSite(headers: Pick<Headers, "get">): Refusal | null {
  const origin = headers.get("origin");
  if (origin === null) return null;
  const host = (headers.get("x-forwarded-host") ?? headers.get("host") ?? "").split(",")[0]?.trim().toLowerCase();
  let originHost = "";
  try {
    originHost = origin === "null" ? "" : new URL(origin).host.toLowerCase();
  } catch {
    originHost = "";
  }
  return originHost && originHost === host ? null : { status: 403, message: "Forbidden: forms on this site may only be sent from this site." };
}

const unreadableArguments: Refusal = { status: 400, message: "Bad Request: the server action's arguments could not be read." };

/**
 * The body of a form post or server-action call: at most 1 MB and well
 * formed. React sends an action's arguments either as a multipart form whose
 * field "0" is a JSON list (arguments holding a FormData) or as JSON text
 * (text/plain, e.g. an action called with no arguments); a form posted without
 * JavaScript names its action and bound arguments in "$ACTION_" fields.
 * Anything else would make Next throw a 500 while decoding it
 * (./action-arguments.ts says what is refused).
 */
export async function refuseBody(request: Request): Promise<Refusal | null> {
  const bytes = await readBodyUpTo(request, MAX_FORM_BYTES);
  if (!bytes) return { status: 413, message: "Payload Too Large: forms on this site take at most 1 MB." };
  const contentType = request.headers.get("content-type") ?? "";
  const isAction = request.headers.get("next-action") !== null;
  const multipart = /^multipart\/form-data\b/i.test(contentType);
  if (isAction && !multipart) {
    if (!/^text\/plain\b/i.test(contentType)) return { status: 415, message: "Unsupported Media Type: server actions take a multipart form or JSON text." };
    return readableArguments(new TextDecoder().decode(bytes)) ? null : unreadableArguments;
  }
  if (!multipart && !/^application\/x-www-form-urlencoded\b/i.test(contentType)) return null;
  const form = await parseFormBody(bytes, contentType);
  if (!form) return { status: 400, message: "Bad Request: the form could not be read." };
  if (!readableFieldNames(form)) return { status: 400, message: "Bad Request: a form field's name holds a control character." };
  if (isAction) return readableArguments(form.get("0")) ? null : unreadableArguments;
  return readableBoundArguments(form) ? null : unreadableArguments;
}
