// The floor has nothing to set up; without this file Turbopack (rooted at the
// repository) picks up the site's instrumentation.ts, which needs the site's secrets.
export function register() {}
