import "server-only";
import { PostgrestClient } from "@supabase/postgrest-js";
import { supabaseEnv } from "./env";

/**
 * PostgREST never answers with a redirect; one would mean a misconfigured
 * URL, so fail loudly instead of re-sending the body elsewhere. It also
 * spares undici a clone (and body tee) of every request.
 */
const fetchWithoutRedirects: typeof fetch = (input, init) => fetch(input, { ...init, redirect: "error" });

let shared: { settings: string; client: PostgrestClient } | undefined;

/**
 * The public schema through PostgREST with the anon key, for writes any
 * visitor may make (the newsletter). It is the client supabase-js uses for
 * `.from()`, without the Auth and Realtime clients: it can never hold a
 * session, so one instance serves every request instead of building a whole
 * supabase-js client per signup. Rebuilt if the settings change.
 */
export function anonRestClient(): PostgrestClient {
  const { url, anonKey } = supabaseEnv();
  const settings = `${url}\n${anonKey}`;
  if (shared?.settings !== settings) {
    const client = new PostgrestClient(`${url}/rest/v1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      fetch: fetchWithoutRedirects,
    });
    shared = { settings, client };
  }
  return shared.client;
}
