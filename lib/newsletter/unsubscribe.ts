import "server-only";
import { createAnonClient } from "@/lib/supabase/server";
import type { UnsubscribeLink } from "./unsubscribe-link";

/**
 * The database decides whether a link is genuine (public.unsubscribe_token_valid
 * and public.unsubscribe_newsletter check the token against every key it
 * holds), so a link keeps working after NEWSLETTER_SECRET is rotated.
 * Both throw when the database cannot be asked.
 */
export async function isGenuineLink(link: UnsubscribeLink): Promise<boolean> {
  const { data, error } = await createAnonClient().rpc("unsubscribe_token_valid", { email_address: link.email, token: link.token });
  if (error) throw new Error(`Checking an unsubscribe link failed: ${error.code ?? ""} ${error.message}`);
  return data === true;
}

/** Removes the address (when it is still there) and remembers it left; false for a link that is not genuine. */
export async function unsubscribe(link: UnsubscribeLink): Promise<boolean> {
  const { data, error } = await createAnonClient().rpc("unsubscribe_newsletter", { email_address: link.email, token: link.token });
  if (error) throw new Error(`Unsubscribing failed: ${error.code ?? ""} ${error.message}`);
  return data === true;
}
