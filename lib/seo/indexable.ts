/** Private areas never belong in the sitemap or the link checker's route set. */
const privatePrefixes = ["/admin", "/auth"];

export function isIndexablePath(path: string): boolean {
  return !privatePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
