import { guideThumbnails } from "@/components/diagrams/guide-thumbnails";
import { ReadCheck } from "@/components/progress/progress-marks";
import { TeaserCard } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { guidePath } from "@/data/guides";
import { readingTimeLabel } from "@/lib/content/reading-time";
import type { GuidePage } from "@/lib/content/schemas";

/** The guides as cards in the site's card grid, each one link, with a read check once it is marked as read. `titleAs`: h2 on /guides, h3 under a section heading. */
export function GuideCardList({ guides, titleAs = "h2", className }: { guides: readonly GuidePage[]; titleAs?: "h2" | "h3"; className?: string }) {
  return (
    <CardGrid className={className}>
      {guides.map((guide) => {
        const Thumbnail = guideThumbnails[guide.slug];
        return (
          <TeaserCard
            key={guide.slug}
            href={guidePath(guide.slug)}
            // The guide's shape, drawn as the framework cards draw theirs (decorative: the title names the link).
            media={
              Thumbnail ? (
                <span className="block aspect-[8/5] w-full">
                  <Thumbnail />
                </span>
              ) : undefined
            }
            label={readingTimeLabel({ summary: `${guide.summary} ${guide.introText}`, sections: guide.sections })}
            title={guide.title}
            titleAs={titleAs}
            // The check's slot is always there, so a read card's title wraps the same as an unread one.
            titleAside={<ReadCheck keys={[guidePath(guide.slug)]} />}
            text={guide.card ?? guide.summary}
            link={{ label: "Read the guide" }}
          />
        );
      })}
    </CardGrid>
  );
}
