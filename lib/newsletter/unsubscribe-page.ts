import { siteName } from "@/config/site";
import { escapeHtml } from "@/lib/text/html";

/**
 * The unsubscribe pages. A route handler answers them (a page cannot answer
 * 400, and one URL must take both the visit and the POST), so they are small
 * self-contained HTML documents: no script, styles inline, light and dark.
 */
export const unsubscribeMessages = {
  confirmHeading: "Unsubscribe from the newsletter",
  button: "Unsubscribe",
  done: "You have been unsubscribed.",
  invalid: "This unsubscribe link is not valid.",
  unavailable: "We could not unsubscribe you just now.",
} as const;

export type UnsubscribeView =
  | { kind: "confirm"; email: string }
  | { kind: "done" }
  | { kind: "invalid"; contactEmail: string }
  | { kind: "unavailable" };

function body(view: UnsubscribeView): string {
  switch (view.kind) {
    case "confirm":
      // No action attribute: the form posts to this very URL, email and token included.
      return `<h1>${unsubscribeMessages.confirmHeading}</h1>
<p>Stop sending the ${siteName} newsletter to <strong class="address">${escapeHtml(view.email)}</strong>?</p>
<form method="post"><button type="submit">${unsubscribeMessages.button}</button></form>
<p class="note">Nothing changes until you press the button.</p>`;
    case "done":
      return `<h1>${unsubscribeMessages.done}</h1>
<p>This address will not get the newsletter again. Changed your mind? You can subscribe again on the <a href="/">home page</a>.</p>`;
    case "invalid":
      return `<h1>${unsubscribeMessages.invalid}</h1>
<p>Please use the link in the most recent newsletter, or write to <a href="mailto:${escapeHtml(view.contactEmail)}">${escapeHtml(view.contactEmail)}</a> and we will take you off the list.</p>`;
    case "unavailable":
      return `<h1>${unsubscribeMessages.unavailable}</h1>
<p>Nothing was changed. Please try the link again in a few minutes.</p>`;
  }
}

const styles = `
:root{color-scheme:light dark;--fg:#0f172a;--muted:#475569;--bg:#fff;--card:#f8fafc;--border:#e2e8f0;--accent:#4338ca;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--fg:#e2e8f0;--muted:#a5b4cb;--bg:#0b1020;--card:#111833;--border:#27304d;--accent:#a5b4fc;--on-accent:#0b1020}}
*{box-sizing:border-box}body{margin:0;min-height:100dvh;display:grid;place-items:center;padding:1.5rem;background:var(--bg);color:var(--fg);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:32rem;width:100%;background:var(--card);border:1px solid var(--border);border-radius:1rem;padding:2rem}
.site{display:inline-block;margin-bottom:1.25rem;font-weight:700;color:var(--fg);text-decoration:none}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.3}p{margin:.75rem 0;color:var(--muted)}.address{color:var(--fg);overflow-wrap:anywhere}
a{color:var(--accent)}button{min-height:2.75rem;padding:0 1.25rem;border:0;border-radius:.5rem;background:var(--accent);color:var(--on-accent);font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}.note{font-size:.875rem}`;

/** A whole HTML document for one of the unsubscribe outcomes. */
export function unsubscribePage(view: UnsubscribeView): string {
  const title = view.kind === "confirm" ? unsubscribeMessages.confirmHeading : view.kind === "done" ? unsubscribeMessages.done : view.kind === "invalid" ? unsubscribeMessages.invalid : unsubscribeMessages.unavailable;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | ${siteName}</title>
<style>${styles}</style>
</head>
<body>
<main>
<a class="site" href="/">${siteName}</a>
${body(view)}
</main>
</body>
</html>
`;
}
