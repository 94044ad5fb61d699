import { z } from "zod";

/**
 * Every environment variable the app reads, validated in one place. Unset or
 * blank means "use the default"; a bad value fails fast with an error that
 * names the variable, e.g.
 * `Invalid environment variable NEXT_PUBLIC_SITE_URL: must be an absolute http(s) URL (got "foo")`.
 *
 * Each variable is read either at build time or at run time, on purpose.
 * Next replaces `process.env.NEXT_PUBLIC_*` with its build-time value in every
 * bundle it compiles whenever the variable is set during `next build`: client
 * code, but also server components, server actions and proxy.ts, and
 * `process.env["NEXT_PUBLIC_…"]` as much as the dotted form. Only a lookup by a
 * computed name escapes that.
 *
 * Build time (see `buildEnv`): NEXT_PUBLIC_SITE_URL, NEXT_PUBLIC_CONTACT_EMAIL
 * and NODE_ENV. Content pages are prerendered, so the site URL (canonical
 * links, OpenGraph tags, sitemap, JSON-LD) and the contact email (footer,
 * legal pages) are baked into their HTML. next.config.ts pins both for every
 * bundle (empty when unset, which means the default), so proxy.ts and the
 * server actions use exactly the values the pages were built with: setting or
 * changing either only when the server starts changes nothing; rebuild
 * instead. `next build` warns when a production build bakes in a default.
 *
 * Run time (see `runtimeEnv`): NEXT_PUBLIC_SUPABASE_URL,
 * NEXT_PUBLIC_SUPABASE_ANON_KEY and NEXT_PUBLIC_ADMIN_USERNAME, read per
 * request through computed names, so one build runs against any backend (the
 * embedded local Supabase in development and tests, a hosted project in
 * production). The admin username travels with the backend: the embedded one
 * marks that user as admin when it starts, and the login page that shows the
 * name renders per request, so nothing prerendered depends on it.
 *
 * Not `server-only`: next.config.ts and the prerendered content modules
 * import it too. Nothing here is secret (the anon key is public by design).
 */

export const DEFAULT_SITE_URL = "http://localhost:3000";
export const DEFAULT_CONTACT_EMAIL = "hello@example.com";
export const DEFAULT_ADMIN_USERNAME = "admin";

/** The raw values, as `process.env` holds them. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

const httpUrl = z
  .string()
  .refine((value) => {
    if (!/^https?:\/\//i.test(value)) return false;
    try {
      new URL(value);
      return true;
    } catch {
      return false;
    }
  }, "must be an absolute http(s) URL")
  // "https://example.com/" and "https://example.com" are the same site; paths are appended with a leading slash.
  .transform((value) => value.replace(/\/+$/, ""));

const schemas = {
  NEXT_PUBLIC_SITE_URL: httpUrl.default(DEFAULT_SITE_URL),
  NEXT_PUBLIC_CONTACT_EMAIL: z.email({ error: "must be an email address" }).default(DEFAULT_CONTACT_EMAIL),
  NEXT_PUBLIC_ADMIN_USERNAME: z.string().min(1).default(DEFAULT_ADMIN_USERNAME),
  NEXT_PUBLIC_SUPABASE_URL: httpUrl.optional(),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().optional(),
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: 'must be "development", "production" or "test"' })
    .default("development"),
} as const;

type Name = keyof typeof schemas;

/** One variable: trimmed, blank treated as unset, then its schema; throws naming the variable. */
function parseVariable<N extends Name>(name: N, raw: string | undefined): z.output<(typeof schemas)[N]> {
  const trimmed = raw?.trim();
  const result = schemas[name].safeParse(trimmed ? trimmed : undefined);
  if (result.success) return result.data as z.output<(typeof schemas)[N]>;
  const reason = result.error.issues[0]?.message ?? "invalid value";
  throw new Error(`Invalid environment variable ${name}: ${reason} (got ${JSON.stringify(raw)})`);
}

const isUnset = (raw: string | undefined) => !raw?.trim();

export type BuildEnv = {
  /** Absolute http(s) origin (and optional base path) without a trailing slash. */
  siteUrl: string;
  contactEmail: string;
  nodeEnv: "development" | "production" | "test";
  /** Which values are the defaults because the variable was unset or blank. */
  usesDefault: { siteUrl: boolean; contactEmail: boolean };
};

export function parseBuildEnv(source: EnvSource): BuildEnv {
  return {
    siteUrl: parseVariable("NEXT_PUBLIC_SITE_URL", source.NEXT_PUBLIC_SITE_URL),
    contactEmail: parseVariable("NEXT_PUBLIC_CONTACT_EMAIL", source.NEXT_PUBLIC_CONTACT_EMAIL),
    nodeEnv: parseVariable("NODE_ENV", source.NODE_ENV),
    usesDefault: {
      siteUrl: isUnset(source.NEXT_PUBLIC_SITE_URL),
      contactEmail: isUnset(source.NEXT_PUBLIC_CONTACT_EMAIL),
    },
  };
}

/**
 * The build-time values. Literal `process.env.X` reads, the form Next inlines,
 * parsed when the module loads, so a bad value fails `next build` (and, through
 * next.config.ts, `next dev` and `next start`) at once.
 */
export const buildEnv: BuildEnv = parseBuildEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
  NODE_ENV: process.env.NODE_ENV,
});

/**
 * For next.config.ts `env`: pins the build-time variables in every bundle,
 * including when they are unset ("" stands for the default), so server code
 * never falls back to reading them when the server starts.
 */
export function buildTimeDefines(source: EnvSource = process.env): Record<string, string> {
  return {
    NEXT_PUBLIC_SITE_URL: source.NEXT_PUBLIC_SITE_URL?.trim() ?? "",
    NEXT_PUBLIC_CONTACT_EMAIL: source.NEXT_PUBLIC_CONTACT_EMAIL?.trim() ?? "",
  };
}

export type RuntimeEnv = {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  adminUsername: string;
};

export function parseRuntimeEnv(source: EnvSource): RuntimeEnv {
  return {
    supabaseUrl: parseVariable("NEXT_PUBLIC_SUPABASE_URL", source.NEXT_PUBLIC_SUPABASE_URL),
    supabaseAnonKey: parseVariable("NEXT_PUBLIC_SUPABASE_ANON_KEY", source.NEXT_PUBLIC_SUPABASE_ANON_KEY),
    adminUsername: parseVariable("NEXT_PUBLIC_ADMIN_USERNAME", source.NEXT_PUBLIC_ADMIN_USERNAME),
  };
}

type RuntimeName = "NEXT_PUBLIC_SUPABASE_URL" | "NEXT_PUBLIC_SUPABASE_ANON_KEY" | "NEXT_PUBLIC_ADMIN_USERNAME";

/**
 * One run-time value, read on every call. The name is looked up through a
 * variable, which no bundler can inline, so the value the server runs with
 * always wins over whatever was set during the build.
 */
function runtimeValue<N extends RuntimeName>(name: N): z.output<(typeof schemas)[N]> {
  const env: EnvSource = process.env;
  return parseVariable(name, env[name]);
}

/** Every run-time value at once: next.config.ts checks them when the server starts. */
export function runtimeEnv(): RuntimeEnv {
  const env: EnvSource = process.env;
  return parseRuntimeEnv(env);
}

/** The single admin's username (it signs in as <username>@example.com unless it is an email). */
export function adminUsername(): string {
  return runtimeValue("NEXT_PUBLIC_ADMIN_USERNAME");
}

/**
 * The Supabase project for this request. Throws when either setting is
 * missing (proxy.ts turns that into the login page, which explains it) or
 * malformed.
 */
export function supabaseEnv(): { url: string; anonKey: string } {
  const url = runtimeValue("NEXT_PUBLIC_SUPABASE_URL");
  const anonKey = runtimeValue("NEXT_PUBLIC_SUPABASE_ANON_KEY");
  if (!url || !anonKey) {
    throw new Error(
      "Supabase is not configured: set NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY, or start the app with `npm run dev` / `npm start` to use the embedded local Supabase.",
    );
  }
  return { url, anonKey };
}
