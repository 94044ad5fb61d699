import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { ComicReader } from "@/components/comic/comic-reader";
import { ComicTranscript } from "@/components/comic/comic-transcript";
import { EarlyInput } from "@/components/early-input/early-input";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { comicPanels, comicTitle } from "@/data/comic";
import { getFrameworkPage } from "@/data/frameworks";
import { getTemplate } from "@/data/templates";
import { comicKeys } from "@/lib/comic/keys";
import { comicFont } from "./comic-font";

export const metadata: Metadata = pageMetadata({
  title: `${comicTitle}: a product management web comic`,
  description: `${comicTitle} is a ${comicPanels.length}-panel comic about a PM, a designer and an engineer turning a vague dashboard request into a feature customers need, with a demo that breaks along the way.`,
  path: "/ship-happens",
});

/** A page the story's turns lead to, its title and link from the site's own data: a renamed or removed page fails the build, not a visitor. */
function framework(slug: string, why: string) {
  const page = getFrameworkPage(slug);
  if (!page) throw new Error(`Ship Happens links to a framework that does not exist: ${slug}`);
  return { href: `/frameworks/${slug}`, title: page.title, why };
}
function template(slug: string, why: string) {
  const found = getTemplate(slug);
  if (!found) throw new Error(`Ship Happens links to a template that does not exist: ${slug}`);
  return { href: `/templates/${slug}`, title: found.name, why };
}

/** What the story's turns teach, and where the site teaches each: the page's way on after the last panel. */
const lessons = [
  framework("jobs-to-be-done", "The need behind a request for \u201ca dashboard\u201d."),
  template("customer-interview-guide", "Questions about what customers did, not what they want."),
  framework("moscow", "Saying no to the extras when scope creeps."),
  framework("north-star-metric", "Choosing the number that shows customers got value."),
  template("sprint-retrospective", "Turning what went wrong into what changes next."),
];

function StoryLessons() {
  return (
    <aside aria-labelledby="lessons-heading" className="mx-auto mt-12 max-w-3xl rounded-2xl border border-border bg-surface p-5 xl:sticky xl:top-24 xl:mt-0">
      <h2 id="lessons-heading" className="text-caption font-semibold tracking-wide text-muted uppercase">
        What the story teaches
      </h2>
      <ul className="mt-3 divide-y divide-border">
        {lessons.map((lesson) => (
          <li key={lesson.href}>
            <a href={lesson.href} className="group block py-3">
              <span className="block font-semibold text-primary group-hover:underline">{lesson.title}</span>
              <span className="mt-0.5 block text-small text-muted">{lesson.why}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export default function ShipHappensPage() {
  // The reader gets what it draws and letters; transcripts stay in the server HTML.
  const readerPanels = comicPanels.map(({ id, src, alt, caption, dialogue }) => ({ id, src, alt, caption, dialogue }));

  return (
    <PageShell className={comicFont.variable}>
      <PageHeader
        trail={[{ name: "Ship Happens", path: "/ship-happens" }]}
        eyebrow="Web comic"
        title={comicTitle}
        intro={
          <p>
            Priya the product manager, Marco the designer and Sam the engineer get a request for &ldquo;a
            dashboard&rdquo;. What follows: customer interviews, scope creep, a demo that breaks, a launch, a metric
            that surprises everyone, and a retro. {comicPanels.length} panels, one at a time.
          </p>
        }
      />
      {/* Arrow keys pressed while the page is still loading turn the page once the reader is live. */}
      <EarlyInput keys={[comicKeys.previous, comicKeys.next]} />
      {/*
        From 1,280 px the comic keeps the page's left edge with what the story teaches beside it (centred alone,
        it sat on a second axis under a left-aligned title, and the page ended on its credits with nowhere to go).
      */}
      <div className="xl:grid xl:grid-cols-[minmax(0,1fr)_17rem] xl:items-start xl:gap-12">
        <div className="min-w-0">
          <ComicReader panels={readerPanels} />
          <ComicTranscript panels={comicPanels} />
          <p className="mx-auto mt-8 max-w-3xl text-sm text-muted">
            Thank you to Pablo Stanley, whose Open Peeps (CC0, rendered with DiceBear) gave us Priya, Sam, Marco, Gloria and
            Lee, and to Patrick Wagesreiter for the Patrick Hand lettering (SIL Open Font License).
          </p>
        </div>
        <StoryLessons />
      </div>
    </PageShell>
  );
}
