/**
 * Reads the public route list from lib/routes for Node scripts. lib/routes
 * is TypeScript (and builds some paths with map()), so it is evaluated, not
 * pattern-matched: each file is transpiled to ESM under .next/cache and the
 * index imported. Node 20 cannot strip types itself.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/** @returns {Promise<{ path: string, name: string }[]>} */
export async function loadPublicRoutes(root = process.cwd()) {
  const source = path.join(root, "lib/routes");
  const out = path.join(root, ".next/cache/public-routes");
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(source).filter((f) => f.endsWith(".ts"))) {
    const { outputText } = ts.transpileModule(readFileSync(path.join(source, file), "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const relinked = outputText.replace(/from\s+"(\.\/[^"]+)"/g, (_, spec) => `from "${spec}.mjs"`);
    writeFileSync(path.join(out, file.replace(/\.ts$/, ".mjs")), relinked);
  }
  const routes = await import(`${pathToFileURL(path.join(out, "index.mjs")).href}?t=${Date.now()}`);
  return [...routes.publicRoutes];
}
