import type { NextRequest } from "next/server";
import { contactEmail } from "@/config/site";
import { isGenuineLink, unsubscribe } from "@/lib/newsletter/unsubscribe";
import { parseUnsubscribeLink } from "@/lib/newsletter/unsubscribe-link";
import { unsubscribeMessages, unsubscribePage, type UnsubscribeView } from "@/lib/newsletter/unsubscribe-page";
import { parseFormBody, readBodyUpTo } from "@/lib/security/read-body";

export const dynamic = "force-dynamic";

/** A one-click body is one short field; anything much larger is not a mail client's. */
const MAX_BODY_BYTES = 8 * 1024;

const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

function html(status: number, view: UnsubscribeView) {
  return new Response(unsubscribePage(view), { status, headers: { ...noStore, "Content-Type": "text/html; charset=utf-8" } });
}

function text(status: number, message: string) {
  return new Response(`${message}\n`, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The link in an email: shows the address and one button. Visiting changes
 * nothing (mail scanners open every link); a forged or altered link gets 400.
 */
export async function GET(request: NextRequest) {
  const link = parseUnsubscribeLink(request.nextUrl.searchParams);
  if (!link) return html(400, { kind: "invalid", contactEmail });
  try {
    if (!(await isGenuineLink(link))) return html(400, { kind: "invalid", contactEmail });
  } catch (error) {
    console.error(error);
    return html(503, { kind: "unavailable" });
  }
  return html(200, { kind: "confirm", email: link.email });
}

/**
 * Pressing the button, or a mail provider's RFC 8058 one-click POST (body
 * `List-Unsubscribe=One-Click`, no cookies, no Origin of ours). Both answer
 * 200 without a redirect; one-click gets plain text. An address that is
 * already gone gets the same answer, so nobody learns who is subscribed.
 */
export async function POST(request: NextRequest) {
  const bytes = await readBodyUpTo(request, MAX_BODY_BYTES);
  if (!bytes) return text(413, "The request body is too large.");
  const contentType = request.headers.get("content-type") ?? "";
  const isForm = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType);
  if (bytes.byteLength > 0 && !isForm) return text(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data.");
  const form = bytes.byteLength > 0 ? await parseFormBody(bytes, contentType) : new FormData();
  if (!form) return text(400, "The form could not be read.");
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const answer = (status: number, view: UnsubscribeView, message: string) => (oneClick ? text(status, message) : html(status, view));

  const link = parseUnsubscribeLink(request.nextUrl.searchParams);
  if (!link) return answer(400, { kind: "invalid", contactEmail }, unsubscribeMessages.invalid);
  try {
    if (!(await unsubscribe(link))) return answer(400, { kind: "invalid", contactEmail }, unsubscribeMessages.invalid);
  } catch (error) {
    console.error(error);
    return answer(503, { kind: "unavailable" }, unsubscribeMessages.unavailable);
  }
  return answer(200, { kind: "done" }, unsubscribeMessages.done);
}
