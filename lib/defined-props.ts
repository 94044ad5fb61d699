/**
 * `attributes` without the ones that are undefined. A server component's
 * `prop={undefined}` renders nothing in the HTML but is still written into
 * the RSC payload that hydrates the page (as "$undefined"), once per element:
 * spread this instead where an attribute is only sometimes set.
 */
export function defined<T extends Record<string, unknown>>(attributes: T): Partial<T> {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
