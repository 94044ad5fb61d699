import "server-only";
import { siteUrl } from "@/config/site";
import { isAdminClaims } from "@/lib/auth/admin";
import { isGenuineLink } from "@/lib/newsletter/unsubscribe";
import { unsubscribeUrl } from "@/lib/newsletter/unsubscribe-link";
import { newsletterSecret } from "@/lib/security/newsletter-secret";
import { unsubscribeToken } from "@/lib/security/signing";
import { createSessionClient } from "@/lib/supabase/server";

/** A signup as the admin sees it, with the link a mailing tool puts in List-Unsubscribe. */
export type Signup = { id: string; email: string; created_at: string; unsubscribe_url: string };

/** Escapes LIKE wildcards so a search for "a_b" matches that text only. */
export function likePattern(query: string): string {
  return `*${query.replace(/[\\%_*]/g, (c) => `\\${c}`)}*`;
}

/**
 * The session client and email when the caller is the admin, else null: the
 * admin check the admin pages, actions and export repeat on the server
 * (defence in depth behind proxy.ts; RLS checks a third time in Postgres).
 * getUser() asks the Auth server, so a session that was signed out or
 * revoked stops working at once; a signed token alone (getClaims, which
 * proxy.ts uses to route) would keep working until it expires.
 */
export async function clientForVerifiedAdmin() {
  const supabase = await createSessionClient();
  const { data, error } = await supabase.auth.getUser();
  const user = error ? null : data.user;
  return user && isAdminClaims({ email: user.email, app_metadata: user.app_metadata })
    ? { supabase, email: user.email ?? "" }
    : null;
}

export async function listSignups(supabase: Awaited<ReturnType<typeof createSessionClient>>, query = "") {
  let request = supabase.from("email_signups").select("id,email,created_at").order("created_at", { ascending: false });
  const q = query.trim();
  if (q) request = request.ilike("email", likePattern(q));
  const { data, error } = await request;
  if (error) throw new Error(`Could not load signups: ${error.message}`);
  const secret = newsletterSecret();
  return ((data ?? []) as Omit<Signup, "unsubscribe_url">[]).map((row) => ({
    ...row,
    unsubscribe_url: unsubscribeUrl(siteUrl, secret, row.email),
  }));
}

/** The number of signups, without fetching them (a HEAD request with an exact count). */
export async function countSignups(supabase: Awaited<ReturnType<typeof createSessionClient>>) {
  const { count, error } = await supabase.from("email_signups").select("id", { count: "exact", head: true });
  if (error) throw new Error(`Could not count signups: ${error.message}`);
  return count ?? 0;
}

/**
 * Whether the database holds this site's NEWSLETTER_SECRET (it checks every
 * unsubscribe link and signup against the keys it holds). A deployer who set
 * the variable but skipped the SQL step would otherwise only find out when
 * subscribers complain; the admin page says so instead.
 */
export async function databaseKnowsNewsletterSecret(): Promise<boolean> {
  const probe = "secret-check@example.invalid";
  try {
    return await isGenuineLink({ email: probe, token: unsubscribeToken(newsletterSecret(), probe) });
  } catch (error) {
    console.error("Checking the newsletter secret failed:", error);
    return false;
  }
}
