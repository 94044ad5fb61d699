import { ReadCheck } from "@/components/progress/progress-marks";
import type { SkillMap as SkillMapModel } from "@/lib/content/mastery";

/**
 * The overview's skill map (roadmap.sh's idea): every area as a numbered
 * cluster of its topics, the clusters joined by one line in reading order.
 * Plain server HTML and CSS, no script: the line is drawn by the
 * `.skill-map-*` rules in app/globals.css (4 x 2 on wide screens, 2 x 4 in
 * between, one column with a spine on phones), in the theme's colours. Each
 * card's header, description and topics are three rows shared with the other
 * cards of its row, so the topic lists of a row start level.
 *
 * Every area title and topic is a link (the topic's section on the area page).
 * A topic's read check sits beside its link, not in it, so the link's name is
 * the topic's name alone; the check says "Read" itself.
 */
export function SkillMap({ map }: { map: SkillMapModel }) {
  return (
    <section aria-labelledby="skill-map-heading" className="rounded-3xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id="skill-map-heading" className="text-title font-bold">
          Skill map
        </h2>
        <p className="text-small text-muted">
          {map.areas.length} areas, {map.topicCount} topics, in reading order. Topics you have read show a check.
        </p>
      </div>
      <ol className="skill-map mt-6">
        {map.areas.map((area) => (
          <li key={area.id} className="skill-map-area">
            {/* The path to the next area; the stylesheet shows the one that fits the layout. */}
            <span aria-hidden="true" className="skill-map-line skill-map-next" />
            <span aria-hidden="true" className="skill-map-line skill-map-wrap" />
            <span aria-hidden="true" className="skill-map-line skill-map-down" />
            <div className="flex items-start gap-3 rounded-t-2xl bg-accent px-4 py-1.5">
              <span aria-hidden="true" className="mt-1.5 grid size-8 shrink-0 place-items-center rounded-full bg-primary text-small font-bold text-primary-foreground">
                {area.number}
              </span>
              <h3 className="min-w-0 flex-1">
                <a href={area.href} className="flex min-h-11 items-center py-1 leading-snug font-semibold text-accent-foreground underline-offset-4 hover:underline">
                  {area.title}
                </a>
              </h3>
              <ReadCheck keys={area.progressKeys} className="mt-2.5" />
            </div>
            <p className="px-4 pt-3 text-small leading-relaxed text-muted">{area.description}</p>
            <div className="px-4 pt-4 pb-4">
              <p className="resource-kind">{area.topics.length} topics</p>
              <ul className="mt-1 grid gap-2">
                {area.topics.map((topic) => (
                  <li key={topic.id} className="relative">
                    <a href={topic.href} className="skill-map-topic">
                      {topic.title}
                    </a>
                    <ReadCheck keys={[topic.progressKey]} className="pointer-events-none absolute top-2.5 right-1.5" />
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
