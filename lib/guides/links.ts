/**
 * Which guides a Product Mastery topic points to: a guide that names the
 * topic among its related pages (`/product-mastery/{area}#{topic}`) is listed
 * under that topic, so the two link both ways from one list, the guide's.
 */
type LinkedGuide = { slug: string; related: readonly { href: string }[] };

export function guidesForMasteryTopic<G extends LinkedGuide>(guides: readonly G[], areaId: string, topicId: string): G[] {
  const href = `/product-mastery/${areaId}#${topicId}`;
  return guides.filter((guide) => guide.related.some((link) => link.href === href));
}
