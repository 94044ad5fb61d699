import type { SiteRoute } from "./index";

/** The glossary and the Ship Happens comic. */
export const interactiveRoutes: SiteRoute[] = [
  { path: "/glossary", name: "Glossary" },
  { path: "/ship-happens", name: "Ship Happens comic" },
];
