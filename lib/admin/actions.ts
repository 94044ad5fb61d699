"use server";

import { z } from "zod";
import { clientForVerifiedAdmin } from "./signups";

export type DeleteState = { status: "idle" | "success" | "error"; message: string; submission: number };

/** What the delete form sends; anything else (another argument, a missing or malformed id) is "not found". */
const deleteForm = z.instanceof(FormData).transform((form, context) => {
  const fields = z
    .object({ id: z.string().regex(/^[0-9a-f-]{36}$/i), email: z.string().max(320).catch("") })
    .safeParse({ id: form.get("id"), email: form.get("email") ?? "" });
  if (!fields.success) {
    context.addIssue({ code: "custom", message: "bad id" });
    return z.NEVER;
  }
  return fields.data;
});

/**
 * Deletes one signup (an unsubscribe; the database remembers that the address
 * left). The admin check runs here again, against the Auth server, and RLS in Postgres.
 */
export async function deleteSignupAction(_previous: DeleteState, form: FormData): Promise<DeleteState> {
  const now = Date.now();
  const parsed = deleteForm.safeParse(form);
  if (!parsed.success) return { status: "error", message: "That signup could not be found.", submission: now };
  const { id, email } = parsed.data;
  try {
    const admin = await clientForVerifiedAdmin();
    if (!admin) return { status: "error", message: "Your session has ended. Please sign in again.", submission: now };
    const { data, error } = await admin.supabase.from("email_signups").delete().eq("id", id).select("id");
    if (error) {
      console.error("Deleting a signup failed:", error.message);
      return { status: "error", message: "Could not delete the signup. Please try again.", submission: now };
    }
    if (!data?.length) return { status: "error", message: "That signup was already deleted.", submission: now };
    return { status: "success", message: `Deleted ${email || "the signup"}.`, submission: now };
  } catch (error) {
    console.error("Deleting a signup threw:", error);
    return { status: "error", message: "Could not delete the signup. Please try again.", submission: now };
  }
}
