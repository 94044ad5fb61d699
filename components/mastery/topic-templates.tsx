import { Icon } from "@/components/ui/icons";
import { WithLastWord } from "@/components/ui/with-last-word";
import type { GuidePage } from "@/lib/content/schemas";
import type { Template } from "@/lib/templates/schema";
import { templateBlurb } from "@/lib/templates/blurb";

type TopicLink = { href: string; label: string; description: string };

/**
 * A short list of pages that take a Product Mastery topic further: the
 * templates that turn it into a document a PM can use on Monday, the guide
 * that covers it end to end. Each is linked both ways (the template or guide
 * links back to the topic). A list, not cards, so it sits between the lesson
 * and the resources without competing with either. `bare`: without its own
 * frame, as one block of a topic's "next steps" panel.
 */
function TopicLinks({ links, id, title, icon, level, bare = false }: { links: readonly TopicLink[]; id: string; title: string; icon: string; level: 2 | 3; bare?: boolean }) {
  if (links.length === 0) return null;
  const headingId = `${id}-heading`;
  const Heading = level === 2 ? "h2" : "h3";
  // The area-wide list is a region of the page; a topic's own list is part of
  // that topic (several topics share the title, and same-named regions would
  // be indistinguishable in a screen reader's landmark list).
  const Box = level === 2 ? "section" : "div";
  return (
    <Box aria-labelledby={level === 2 ? headingId : undefined} className={bare ? "min-w-0" : `${level === 2 ? "mt-12" : "mt-8"} rounded-xl border border-border bg-surface-raised p-5`}>
      <Heading id={headingId} className="flex items-center gap-2 text-heading font-semibold">
        <Icon name={icon} size={18} className="text-primary" />
        {title}
      </Heading>
      <ul className="mt-3 grid gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="group font-medium text-primary underline-offset-4 hover:underline">
              <WithLastWord text={link.label}>
                <Icon name="arrowRight" size={16} className="ml-1 inline align-[-3px] transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
              </WithLastWord>
            </a>
            <p className="text-small text-muted">{link.description}</p>
          </li>
        ))}
      </ul>
    </Box>
  );
}

/** "Put it to work": the templates of a topic (level 3), or of a whole area after its topics (level 2). */
export function TopicTemplates({
  templates,
  id,
  title = "Put it to work: templates",
  level = 3,
  bare = false,
}: {
  templates: readonly Template[];
  id: string;
  title?: string;
  level?: 2 | 3;
  bare?: boolean;
}) {
  const links = templates.map((template) => ({ href: `/templates/${template.slug}`, label: template.name, description: templateBlurb(template) }));
  return <TopicLinks links={links} id={id} title={title} icon="file" level={level} bare={bare} />;
}

/** "Read the guide": the guides that name this topic among their related pages. */
export function TopicGuides({ guides, id, bare = false }: { guides: readonly GuidePage[]; id: string; bare?: boolean }) {
  const links = guides.map((guide) => ({ href: `/guides/${guide.slug}`, label: guide.title, description: guide.summary }));
  return <TopicLinks links={links} id={id} title={guides.length === 1 ? "Read the guide" : "Read the guides"} icon="book" level={3} bare={bare} />;
}
