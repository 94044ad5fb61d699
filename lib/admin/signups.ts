import "server-only";
import { isAdminClaims } from "@/lib/auth/admin";
import { createSessionClient } from "@/lib/supabase/server";

type Signup = { id: string; email: string; created_at: string };

/** Escapes LIKE wildcards so a search for "a_b" matches that text only. */
export function likePattern(query: string): string {
  return `*${query.replace(/[\\%_*]/g, (c) => `\\${c}`)}*`;
}

/**
 * The session client and email when the caller is the admin, else null: the
 * admin check the admin pages, actions and export repeat on the server
 * (defence in depth behind proxy.ts; RLS checks a third time in Postgres).
 */
export async function clientForVerifiedAdmin() {
  const supabase = await createSessionClient();
  const { data } = await supabase.auth.getClaims();
  return isAdminClaims(data?.claims) ? { supabase, email: String(data?.claims?.email ?? "") } : null;
}

export async function listSignups(supabase: Awaited<ReturnType<typeof createSessionClient>>, query = "") {
  let request = supabase.from("email_signups").select("id,email,created_at").order("created_at", { ascending: false });
  const q = query.trim();
  if (q) request = request.ilike("email", likePattern(q));
  const { data, error } = await request;
  if (error) throw new Error(`Could not load signups: ${error.message}`);
  return (data ?? []) as Signup[];
}

/** The number of signups, without fetching them (a HEAD request with an exact count). */
export async function countSignups(supabase: Awaited<ReturnType<typeof createSessionClient>>) {
  const { count, error } = await supabase.from("email_signups").select("id", { count: "exact", head: true });
  if (error) throw new Error(`Could not count signups: ${error.message}`);
  return count ?? 0;
}
