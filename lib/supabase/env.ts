import "server-only";

/**
 * Supabase settings, read at request time (not inlined at build time), so one
 * build runs against the embedded local Supabase in tests and a hosted
 * project in production.
 */
function read(name: string): string | undefined {
  const value = process.env[name];
  return value && value.trim() ? value.trim() : undefined;
}

export function supabaseEnv(): { url: string; anonKey: string } {
  const url = read("NEXT_PUBLIC_SUPABASE_URL");
  const anonKey = read("NEXT_PUBLIC_SUPABASE_ANON_KEY");
  if (!url || !anonKey) {
    throw new Error(
      "Supabase is not configured: set NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY, or start the app with `npm run dev` / `npm start` to use the embedded local Supabase.",
    );
  }
  return { url, anonKey };
}
