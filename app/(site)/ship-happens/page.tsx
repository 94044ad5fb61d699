import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { ComicReader } from "@/components/comic/comic-reader";
import { ComicTranscript } from "@/components/comic/comic-transcript";
import { EarlyInput } from "@/components/early-input/early-input";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { comicPanels, comicTitle } from "@/data/comic";
import { getFrameworkPage } from "@/data/frameworks";
import { getTemplate } from "@/data/templates";
import { comicKeys } from "@/lib/comic/keys";
import { comicWidth } from "@/lib/comic/layout";
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
    <aside aria-labelledby="lessons-heading" className="mt-12 max-w-(--comic-w) rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-2 lg:mt-0 lg:max-w-none">
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
      <Breadcrumb trail={[{ name: "Ship Happens", path: "/ship-happens" }]} />
      {/*
        From 1,024 px the comic is the page's first column, on its left edge
        under the breadcrumb, and the title, the intro and what the story
        teaches stand beside it: under a full-width title block, the panel's
        Previous/Next buttons fell below a laptop's first screen. The columns
        end near each other (intro and lessons beside panel, thumbnails and
        transcript). Narrower: title, comic, transcript, lessons, in reading
        order (the DOM's order everywhere), all on the page's left edge.
      */}
      <div
        className={`${comicWidth} lg:grid lg:grid-cols-[minmax(0,var(--comic-w))_minmax(17rem,1fr)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-10 xl:gap-x-12`}
      >
        <div className="lg:col-start-2 lg:row-start-1">
          <PageHeader
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
        </div>
        {/* The comic's column: the reader, its transcript and the credits share one width and one left edge. */}
        <div className="w-full max-w-(--comic-w) min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:max-w-none">
          {/* Arrow keys pressed while the page is still loading turn the page once the reader is live. */}
          <EarlyInput keys={[comicKeys.previous, comicKeys.next]} />
          <ComicReader panels={readerPanels} />
          <ComicTranscript panels={comicPanels} />
          <p className="mt-8 text-sm text-muted">
            Thank you to Pablo Stanley, whose Open Peeps (CC0, rendered with DiceBear) gave us Priya, Sam, Marco, Gloria and
            Lee, and to Patrick Wagesreiter for the Patrick Hand lettering (SIL Open Font License).
          </p>
        </div>
        <StoryLessons />
      </div>
    </PageShell>
  );
}
