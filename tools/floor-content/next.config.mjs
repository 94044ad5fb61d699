import path from "node:path";
import { fileURLToPath } from "node:url";

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Built and served like the site (next build, next start), from the repository's node_modules. */
const config = {
  turbopack: { root: repository },
  poweredByHeader: false,
};

export default config;
