// @ts-check
/**
 * The route registry (data/routes.ts, TypeScript) for Node scripts. jiti
 * transpiles it and the content modules it reads on the fly, since Node 20
 * cannot strip types itself; the alias resolves the `@/` imports the way
 * tsconfig does.
 */
import path from "node:path";
import { createJiti } from "jiti";

/** @typedef {{ path: string, name: string, kind: "content" | "interactive" | "calculator" | "admin" }} SiteRoute */

/** @returns {Promise<{ publicRoutes: SiteRoute[], siteRoutes: SiteRoute[] }>} */
async function loadRegistry(root = process.cwd()) {
  const jiti = createJiti(import.meta.url, { alias: { "@/": `${path.resolve(root)}/` } });
  return jiti.import(path.join(root, "data/routes.ts"));
}

/** Every public (prerendered) route. */
export async function loadPublicRoutes(root = process.cwd()) {
  return [...(await loadRegistry(root)).publicRoutes];
}

/** Every route, the admin area included, with its kind. */
export async function loadSiteRoutes(root = process.cwd()) {
  return [...(await loadRegistry(root)).siteRoutes];
}
