import type { ReactNode } from "react";
import { railGridClasses } from "@/lib/layout/rail";
import { RailNextSteps, type RailStep } from "@/components/ui/rail-next-steps";
import { TableOfContents, type TocEntry } from "@/components/ui/table-of-contents";
import { ToolSection, type ToolInfo } from "./tool-section";

/** A rail's box: sticky under the header, no taller than the window (its list scrolls inside it, the next steps stay whole). */
const stickyRail = "lg:sticky lg:top-24 lg:flex lg:max-h-[calc(100vh-7rem)] lg:flex-col";

export type RailStepWithKicker = RailStep & { kicker: string };

/**
 * The reading column beside the rail ("On this page" and the next steps) that
 * every long page shares: the explainers and guides (through ArticleView) and
 * the content pages outside the article template (Interview Prep, AI PM 10x,
 * Product Psychology), so a wide screen is not two thirds text and one third
 * blank. On phones the contents are a one-line disclosure above the column.
 *
 * The column holds the body and the optional end matter. A tool breaks out
 * across both columns on a wide screen: a calculator is a table of inputs
 * with its results beside or under it, and in the 48rem column its rows were
 * stacked forms with the right third of the screen empty. The rail follows
 * the reader through the body (the grid's first row) and ends where the tool
 * begins: drawn over the tool's row too, the tool's surface slid over the
 * sticky contents and cut its cards in half, which read as a layering bug.
 * After the tool a second rail carries the contents on beside the end matter.
 * Server-rendered, no script.
 */
export function RailPage({
  toc,
  practice,
  next,
  children,
  tool,
  end,
}: {
  toc: readonly TocEntry[];
  practice?: RailStepWithKicker;
  next?: RailStepWithKicker;
  children: ReactNode;
  tool?: { info: ToolInfo; node: ReactNode };
  end?: ReactNode;
}) {
  // The tool's own entry and the ones after it (the end matter's sections).
  const toolEntry = toc.findIndex((entry) => entry.id === "try-it");
  const afterTool = toolEntry >= 0 ? toolEntry : 0;
  return (
    <div data-rail-page="" className={`mt-10 grid ${railGridClasses} lg:border-t lg:border-border lg:pt-10`}>
      {/* First in the source, so on a phone the contents open the page; on a wide screen, the rail (17rem from 1,280 px, where the text column is at its 48rem cap anyway: fewer titles wrap, so twelve sections and the next steps fit a 900 px window). */}
      {/* Without a tool nothing crosses the rail's column: it follows the reader through the end matter too (it had stopped at the body's end, leaving the sources and related links beside an empty third). */}
      <div className={`mb-8 lg:col-start-2 lg:row-start-1 lg:mb-0 ${tool ? "" : "lg:row-span-3"}`}>
        {/* A column of its own height at most: when the contents are longer than the window (the A/B guide's sixteen), their list scrolls inside it and the next steps under it stay whole, where the whole rail scrolling cut the last card at the window's edge. */}
        <div className={stickyRail}>
          <TableOfContents entries={toc} className="lg:flex lg:min-h-0 lg:flex-col" />
          <RailNextSteps practice={practice} next={next} />
        </div>
      </div>
      <div className="min-w-0 max-w-3xl lg:col-start-1 lg:row-start-1">{children}</div>
      {tool ? (
        <div className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-start-2">
          <ToolSection tool={tool.info}>{tool.node}</ToolSection>
        </div>
      ) : null}
      {end ? <div className="min-w-0 max-w-3xl lg:col-start-1 lg:row-start-3">{end}</div> : null}
      {/* After a tool, the contents from the tool on beside the end matter (a second rail, wide screens only, its
          numbers going on from the first's): the first stops at the tool, and the sections after it (templates,
          sources, related) were read beside an empty third. The whole list again read as a duplicate, and taller
          than the end matter it scrolled up under the header. */}
      {tool && end ? (
        <div className="hidden lg:col-start-2 lg:row-start-3 lg:block">
          <div className={stickyRail}>
            <TableOfContents entries={toc.slice(afterTool)} firstNumber={afterTool + 1} continued className="lg:flex lg:min-h-0 lg:flex-col" />
            <RailNextSteps next={next} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
