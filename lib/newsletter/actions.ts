"use server";

import { createAnonClient } from "@/lib/supabase/server";
import { HONEYPOT_FIELD, type SubscribeState } from "./form-state";
import { subscribeEmail } from "./subscribe";

/** Newsletter signup: used by the home page form and the AI PM 10x block. */
export async function subscribe(_previous: SubscribeState, formData: FormData): Promise<SubscribeState> {
  const email = formData.get("email");
  // A fresh cookie-less anon client per signup (a fraction of a millisecond to build):
  // the anon role may insert, and no visitor's session can leak into the request.
  const outcome = await subscribeEmail(email, formData.get(HONEYPOT_FIELD), (address) =>
    createAnonClient().from("email_signups").insert({ email: address }),
  );
  return {
    status: outcome.ok ? "success" : "error",
    message: outcome.message,
    email: outcome.ok || typeof email !== "string" ? "" : email.slice(0, 320),
    submission: Date.now(),
  };
}
