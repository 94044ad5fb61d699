/**
 * Security headers for every response. Pure builders (no env reads), so
 * next.config.ts (build time) and proxy.ts (request time) share one source
 * and unit tests can pin the policies down.
 */

type CspOptions = {
  /** `next dev`: React's dev build evaluates strings (stack reconstruction), so it needs 'unsafe-eval'. */
  dev: boolean;
  /** The site is served over https in production: upgrade stray http sub-requests. */
  https: boolean;
};

type AdminCspOptions = CspOptions & {
  nonce: string;
  /** The Supabase project origin: sign-in posts to Auth, which redirects on to GitHub. */
  supabaseUrl?: string;
};

/** The only third-party frame: the privacy-enhanced YouTube player behind the video facade. */
const YOUTUBE_FRAME_ORIGIN = "https://www.youtube-nocookie.com";
/** GitHub's OAuth page, reached by redirect from Supabase Auth after the sign-in form posts. */
const GITHUB_OAUTH_ORIGIN = "https://github.com";

/**
 * next-themes' inline anti-flash script (it must run before first paint, so
 * it cannot be an external file). Its text is fixed by the ThemeProvider
 * props and the pinned next-themes version; the admin CSP allows exactly
 * that text by hash. tests/e2e/security-headers.spec.ts fails (and Chrome
 * prints the new hash) if either changes.
 */
export const THEME_SCRIPT_HASH = "'sha256-n46vPwSWuMC0W703pBofImv82Z26xo4LXymv0E9caPk='";

type Directives = Record<string, string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(" ")}` : name))
    .join("; ");
}

/** Returns the origin of a URL, or undefined when it is missing or not http(s). */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function base({ https }: CspOptions): Directives {
  return {
    "default-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * Content pages are prerendered once at build time and served as files, so
 * they cannot carry a per-request nonce: Next's inline bootstrap and RSC
 * payload scripts need 'unsafe-inline'. Everything else stays locked to our
 * own origin; the newsletter posts to a same-origin server action.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const { dev } = options;
  const directives = base(options);
  return serialize({
    ...directives,
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    "frame-src": [YOUTUBE_FRAME_ORIGIN],
    "form-action": ["'self'"],
  });
}

/**
 * The admin pages render per request, so scripts are allowed by nonce only
 * ('strict-dynamic' lets Next's nonced bootstrap load its chunks); no
 * 'unsafe-inline'. Next reads this header from the request and puts the
 * nonce on its own scripts.
 */
export function adminSecurityPolicy(options: AdminCspOptions): string {
  const { dev, nonce, supabaseUrl } = options;
  const supabase = originOf(supabaseUrl);
  return serialize({
    ...base(options),
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", THEME_SCRIPT_HASH, ...(dev ? ["'unsafe-eval'"] : [])],
    "frame-src": ["'none'"],
    "form-action": ["'self'", ...(supabase ? [supabase] : []), GITHUB_OAUTH_ORIGIN],
  });
}

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

type Header = { key: string; value: string };

/**
 * The non-CSP headers, for every path. HSTS only for a production build
 * whose public URL is https: a browser that saw it on http://127.0.0.1 or a
 * staging host without TLS would refuse plain http there for two years.
 */
export function securityHeaders({ production, https }: { production: boolean; https: boolean }): Header[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(production && https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }] : []),
  ];
}

/**
 * The policy settings for a build: HSTS and upgrade-insecure-requests only for
 * a production build whose public URL is https, 'unsafe-eval' only in
 * `next dev`. next.config.ts and instrumentation.ts share them.
 */
export function headerSettings(env: { nodeEnv: string; siteUrl: string }) {
  const production = env.nodeEnv === "production";
  return { production, dev: env.nodeEnv === "development", https: production && env.siteUrl.startsWith("https://") };
}

/** Every header a content page gets, the content policy included: for answers no header rule reaches. */
export function everyResponseHeaders(env: { nodeEnv: string; siteUrl: string }): Header[] {
  const { production, dev, https } = headerSettings(env);
  return [...securityHeaders({ production, https }), { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, https }) }];
}
