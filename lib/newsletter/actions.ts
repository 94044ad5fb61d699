"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { clientIp } from "@/lib/security/client-ip";
import type { SubscribeState } from "./form-state";
import { subscribeFromForm } from "./subscribe-request";
import { newsletterMessages } from "./validation";

/** Anyone can call a server action with any arguments; only (state, FormData) from the form is served. */
const formArgument = z.instanceof(FormData);

/** Newsletter signup: used by the home page form and the AI PM 10x block. */
export async function subscribe(_previous: SubscribeState, formData: FormData): Promise<SubscribeState> {
  const form = formArgument.safeParse(formData);
  if (!form.success) {
    return { status: "error", message: newsletterMessages.invalid, email: "", submission: Date.now() };
  }
  return subscribeFromForm(form.data, clientIp(await headers()));
}
