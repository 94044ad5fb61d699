import type { SiteRoute } from "./index";

/** The shell's own pages (foundation). */
export const coreRoutes: SiteRoute[] = [{ path: "/", name: "Home" }];
