// @ts-check
/**
 * The layers, checked by `npm run lint:deps` (part of `npm run lint`, so of
 * `npm test` and CI):
 *
 *   app/, components/  →  data/  →  content/  →  lib/ (schemas, types, pure code)
 *                  ↘  config/ (site settings)  →  lib/env.ts
 *
 * (lib/ may read config/ too: the SEO and mail helpers need the site's name
 * and URL, which are settings, not content.)
 *
 * content/ is how the knowledge is stored (Markdown files with front matter,
 * and TypeScript for data that is not prose); data/ is the one place that
 * reads it, so storing a domain another way changes one data/ module and
 * nothing that renders it. lib/ is pure code that gets its content as arguments, so it can be
 * tested on any input and never pulls the whole site into what imports it.
 * A cycle among the site's own folders would make the layers meaningless and
 * the order modules initialise in depend on which one is imported first.
 *
 * Type-only imports count: a type from content/ in lib/ would still tie the
 * two together.
 */

/**
 * Frameworks, Product Mastery and the glossary are each read from content/ by
 * their own data/ module only, and every other data/ module imports that
 * module, so changing how one is stored changes one file.
 * @param {string} name @param {string} readers the data/ modules allowed, as a regex @param {string} content the content it guards, as a regex @param {string} hint
 * @returns {import("dependency-cruiser").IForbiddenRuleType}
 */
function seam(name, readers, content, hint) {
  return { name, comment: hint, severity: "error", from: { path: "^data/", pathNot: readers }, to: { path: content } };
}

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "lib-does-not-read-content",
      comment:
        "lib/ holds pure code and must not import content/ or data/: take the content as a parameter, and let the data/ module for that domain pass it in.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(content|data)/" },
    },
    {
      name: "lib-does-not-import-ui",
      comment:
        "lib/ sits below the UI and must not import components/ or app/: move the code both need into lib/ and import it from there.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(components|app)/" },
    },
    {
      name: "pages-read-content-through-data",
      comment:
        "app/ and components/ read content only through data/ (data/frameworks.ts, data/glossary.ts, ...), the one seam where content is loaded. Import the data/ module for that domain, or add the export there.",
      severity: "error",
      from: { path: "^(app|components)/" },
      to: { path: "^content/" },
    },
    seam("frameworks-through-data-frameworks", "^data/(frameworks|framework-examples)\\.ts$", "^content/frameworks/",
      "Only data/frameworks.ts (and data/framework-examples.ts) read content/frameworks/: import from data/frameworks.ts instead, so storing the explainers another way changes one file."),
    seam("guides-through-data-guides", "^data/guides\\.ts$", "^content/guides/",
      "Only data/guides.ts reads content/guides/: import from data/guides.ts instead, so storing the guides another way changes one file."),
    seam("mastery-through-data-mastery", "^data/mastery\\.ts$", "^content/mastery/",
      "Only data/mastery.ts reads content/mastery/: import from data/mastery.ts instead, so storing the areas another way changes one file."),
    seam("glossary-through-data-glossary", "^data/glossary\\.ts$", "^content/(glossary\\.ts$|glossary-terms/)",
      "Only data/glossary.ts reads content/glossary.ts and content/glossary-terms/: import from data/glossary.ts instead, so storing the glossary another way changes one file."),
    {
      name: "data-does-not-render",
      comment: "data/ provides content to the pages; it must not import components/ or app/ (they import data/, not the other way round).",
      severity: "error",
      from: { path: "^data/" },
      to: { path: "^(components|app)/" },
    },
    {
      name: "config-is-settings-only",
      comment: "config/ holds site settings read from the environment (lib/env.ts); it must not import content/, data/, components/ or app/.",
      severity: "error",
      from: { path: "^config/" },
      to: { path: "^(content|data|components|app)/" },
    },
    {
      name: "content-is-data-only",
      comment: "content/ may use lib/'s schemas, types and pure functions, never data/, config/, components/ or app/.",
      severity: "error",
      from: { path: "^content/" },
      to: { path: "^(data|config|components|app)/" },
    },
    {
      name: "no-circular",
      comment: "A circular import among the site's folders: break it by moving the shared part down a layer (into lib/, or a smaller module).",
      severity: "error",
      from: { path: "^(app|components|lib|data|config|content)/" },
      to: { circular: true },
    },
    {
      name: "resolvable",
      comment:
        "An import the checker could not resolve: the rules above see only resolved paths, so a path alias it cannot follow would hide a violation. Fix the import, or teach .dependency-cruiser.cjs to resolve it.",
      severity: "error",
      from: { path: "^(app|components|lib|data|config|content)/" },
      // hast, mdast and unist are names TypeScript resolves to @types/* (the syntax trees
      // lib/markdown builds); they hold types only, so there is nothing for the rules to see.
      to: { couldNotResolve: true, pathNot: "^(hast|mdast|unist)$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|tools|out)/" },
    // Type-only imports are dependencies too (see above); without this they vanish in the TypeScript compile.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
