/**
 * The deployer's reminder in the `next build` log: a production build that
 * still carries the placeholder contact address or site URL bakes them into
 * every prerendered page (footer, legal pages, canonical links, sitemap,
 * OpenGraph, unsubscribe links). A warning, not an error: a preview build may
 * rightly use them. next.config.ts prints it in the production-build phase
 * only, so `next dev`, `next start` and the tests stay quiet.
 *
 * Relative imports: next.config.ts loads this file, outside the `@/` alias.
 */
import { DEFAULT_CONTACT_EMAIL, DEFAULT_SITE_URL, type BuildEnv } from "../env";

/** Where the deployment guide explains both variables (keep in step with its heading). */
export const DEPLOY_DOC_SECTION = 'docs/deploying.md, "Site URL and contact email"';

export type DeployPlaceholder = {
  variable: "NEXT_PUBLIC_CONTACT_EMAIL" | "NEXT_PUBLIC_SITE_URL";
  value: string;
  /** Why this value cannot go live, in a few words. */
  problem: string;
};

/** Hosts that only ever mean "this machine". */
const localHosts = new Set(["localhost", "127.0.0.1", "0.0.0.0", "[::1]"]);
/** Domains reserved for examples (RFC 2606): mail to them reaches nobody. */
const exampleDomain = /@(?:[^@]+\.)?example\.(?:com|org|net)$/i;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return "";
  }
}

/** The build-time values a real site must not ship with, in the order the warning names them. */
export function deployPlaceholders(env: Pick<BuildEnv, "siteUrl" | "contactEmail" | "usesDefault">): DeployPlaceholder[] {
  const found: DeployPlaceholder[] = [];
  if (env.usesDefault.contactEmail || env.contactEmail.toLowerCase() === DEFAULT_CONTACT_EMAIL) {
    found.push({ variable: "NEXT_PUBLIC_CONTACT_EMAIL", value: env.contactEmail, problem: "the default, shown in the footer and on the legal pages" });
  } else if (exampleDomain.test(env.contactEmail)) {
    found.push({ variable: "NEXT_PUBLIC_CONTACT_EMAIL", value: env.contactEmail, problem: "a reserved example domain that receives no mail, shown in the footer and on the legal pages" });
  }
  const host = hostOf(env.siteUrl);
  if (env.usesDefault.siteUrl || env.siteUrl === DEFAULT_SITE_URL) {
    found.push({ variable: "NEXT_PUBLIC_SITE_URL", value: env.siteUrl, problem: "the default, used for canonical links, the sitemap, OpenGraph tags and unsubscribe links" });
  } else if (localHosts.has(host) || host.endsWith(".localhost")) {
    found.push({ variable: "NEXT_PUBLIC_SITE_URL", value: env.siteUrl, problem: "this machine's address, used for canonical links, the sitemap, OpenGraph tags and unsubscribe links" });
  }
  return found;
}

/**
 * One paragraph naming each variable, its value, what it affects, where to set
 * it and the deployment guide's section; undefined when nothing needs setting.
 */
export function deployWarning(env: Pick<BuildEnv, "siteUrl" | "contactEmail" | "usesDefault">): string | undefined {
  const found = deployPlaceholders(env);
  if (found.length === 0) return undefined;
  const list = found.map((p) => `${p.variable}=${p.value} (${p.problem})`).join(" and ");
  const them = found.length > 1 ? "them" : "it";
  const names = found.map((p) => p.variable).join(" and ");
  return (
    `⚠ Deployment settings: this production build uses ${list}. ` +
    `${found.length > 1 ? "Both are" : "It is"} baked into every prerendered page, so this build's visitors see ${found.length > 1 ? "them" : "it"}. ` +
    `That is fine for a local or preview build; before going live set ${names} in your host's environment variables ` +
    `(or in .env.production.local) and rebuild: changing ${them} later without a rebuild changes nothing. ` +
    `See ${DEPLOY_DOC_SECTION}. The build carries on.`
  );
}

const WARNED = Symbol.for("pm-knowledge-hub.deploy-warning-printed");

/**
 * Prints `deployWarning` once per process: `next build` evaluates
 * next.config.ts more than once, each time with fresh modules.
 */
export function warnAboutDeployPlaceholders(
  env: Pick<BuildEnv, "siteUrl" | "contactEmail" | "usesDefault">,
  print: (message: string) => void = console.warn,
): void {
  const message = deployWarning(env);
  const state = globalThis as Record<symbol, unknown>;
  if (!message || state[WARNED]) return;
  state[WARNED] = true;
  print(message);
}
