// @vitest-environment node
/**
 * The newsletter's abuse protection end to end on real Postgres: the request
 * handler the server action runs (subscribeFromForm), the signed signup
 * function and the per-IP limit, many requests at once from one address.
 */
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "@/lib/newsletter/form-state";
import { subscribeFromForm } from "@/lib/newsletter/subscribe-request";
import { newsletterMessages } from "@/lib/newsletter/validation";
import { withTestBackendForApp } from "../../support/pglite-backend";

const backend = withTestBackendForApp();

function form(email: string, honeypot: string | null = "") {
  const data = new FormData();
  data.set("email", email);
  if (honeypot !== null) data.set(HONEYPOT_FIELD, honeypot);
  return data;
}

async function rows(pattern: string) {
  return (await backend().db.query<{ email: string }>("select email from public.email_signups where email like $1", [pattern])).rows.length;
}

describe("newsletter abuse protection on real Postgres", () => {
  it("lets 5 of 30 concurrent signups from one IP through, stores exactly those, and tells the rest to wait", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => subscribeFromForm(form(`flood-${i}@example.org`), "203.0.113.9")));
    const messages = answers.map((answer) => answer.message);
    expect(messages.filter((m) => m === newsletterMessages.success)).toHaveLength(5);
    expect(messages.filter((m) => m === newsletterMessages.tooManyAttempts)).toHaveLength(25);
    expect(await rows("flood-%")).toBe(5);
    // Everyone else still gets in, from an IPv4 or an IPv6 address.
    expect((await subscribeFromForm(form("other-visitor@example.org"), "203.0.113.10")).message).toBe(newsletterMessages.success);
    expect((await subscribeFromForm(form("v6-visitor@example.org"), "2001:db8:1:2::5")).message).toBe(newsletterMessages.success);
  });

  it("counts a whole IPv6 /64 as one client", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => subscribeFromForm(form(`v6-flood-${i}@example.org`), `2001:db8:aa:bb::${(i + 1).toString(16)}`)),
    );
    expect(answers.filter((answer) => answer.message === newsletterMessages.success)).toHaveLength(5);
    expect(await rows("v6-flood-%")).toBe(5);
  });

  it("answers a filled or missing honeypot like a success, stores nothing, and counts it against the IP", async () => {
    const ip = "203.0.113.20";
    for (const honeypot of ["https://spam.example", null, "x"]) {
      expect(await subscribeFromForm(form("bot@example.org", honeypot), ip)).toMatchObject({ status: "success", message: newsletterMessages.success });
    }
    expect(await rows("bot@%")).toBe(0);
    // Three of the five places are used up by the bot's hits.
    const real = await Promise.all(Array.from({ length: 4 }, (_, i) => subscribeFromForm(form(`after-bot-${i}@example.org`), ip)));
    expect(real.filter((answer) => answer.message === newsletterMessages.success)).toHaveLength(2);
    expect(await rows("after-bot-%")).toBe(2);
  });
});
