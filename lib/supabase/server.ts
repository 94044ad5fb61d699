import "server-only";
import { createServerClient } from "@supabase/ssr";
import { createClient as createSupabaseClient } from "@supabase/supabase-js";
import { cookies, headers } from "next/headers";
import { supabaseEnv } from "@/lib/env";
import { isHttpsRequest, sessionCookieOptions } from "./cookies";
import { realtimeOptions } from "./options";

/**
 * Per-request client bound to the visitor's session cookies: for the admin
 * pages, server actions and route handlers. Never shared across requests.
 * `forwardedFor`: the visitor's address, for Auth's per-address limits.
 */
export async function createSessionClient(options: { forwardedFor?: string } = {}) {
  const { url, anonKey } = supabaseEnv();
  const cookieStore = await cookies();
  const https = isHttpsRequest(await headers());
  return createServerClient(url, anonKey, {
    realtime: realtimeOptions,
    // Auth limits sign-in per client address; called from this server, every
    // visitor would share the server's. Sb-Forwarded-For names the visitor
    // (hosted Auth reads it when the project enables IP forwarding).
    ...(options.forwardedFor && options.forwardedFor !== "unknown" ? { global: { headers: { "sb-forwarded-for": options.forwardedFor } } } : {}),
    cookies: {
      getAll() {
        return cookieStore.getAll();
      },
      setAll(cookiesToSet) {
        try {
          cookiesToSet.forEach(({ name, value, options }) => cookieStore.set(name, value, sessionCookieOptions(options, https)));
        } catch {
          // Called from a Server Component, where cookies are read-only; the
          // proxy refreshes the session on the next request instead.
        }
      },
    },
  });
}

/**
 * Cookie-less client with the public anon key, built per call: for sign-up,
 * which must not sign the admin in, and for the newsletter insert, which any
 * visitor may make and which must never carry a session.
 */
export function createAnonClient() {
  const { url, anonKey } = supabaseEnv();
  return createSupabaseClient(url, anonKey, {
    realtime: realtimeOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
