"use server";

import { clientForVerifiedAdmin } from "./signups";

export type DeleteState = { status: "idle" | "success" | "error"; message: string; submission: number };

/** Deletes one signup (an unsubscribe). The admin check runs here again, and RLS in Postgres. */
export async function deleteSignupAction(_previous: DeleteState, form: FormData): Promise<DeleteState> {
  const id = form.get("id");
  const email = String(form.get("email") ?? "");
  const now = Date.now();
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) {
    return { status: "error", message: "That signup could not be found.", submission: now };
  }
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
