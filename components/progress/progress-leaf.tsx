"use client";

/**
 * Every progress leaf, in the one chunk that loads after hydration (see
 * progress-slot.tsx): the store and these views reach the browser once and
 * are shared by all the places that show progress.
 *
 * The zod schema is a separate chunk, fetched beside this one only when
 * something is stored. Should a leaf render before it is there (`ready`
 * false), it shows the placeholder's state, not an empty one: no count, no
 * pressed state.
 */
import { useEffect, type ReactNode } from "react";
import { setAsideMessage } from "@/lib/progress/messages";
import { isRecordable, isResumable } from "@/lib/progress/resume";
import { persistStorage, progressActions } from "@/lib/progress/store";
import { countRead, isRead, type Progress } from "@/lib/progress/types";
import { truncateAtWord } from "@/lib/text/teaser";
import { useToast } from "@/components/ui/toast";
import type { LeafProps, StepProgress } from "./leaf-types";
import { useProgress } from "./use-progress";
import { useSaveNotice } from "./use-save-notice";
import { CheckView, MarkButtonView, MeterView, StepMarkerView } from "./views";

/** The title in "Continue where you left off" is cut at a word past this many characters. */
const CONTINUE_TITLE_CHARS = 48;

/** For the slot, which fetches the schema beside this chunk when something is stored. */
export { provideSchema } from "@/lib/progress/store";

/** For the slot's placeholder, whose click arrives before this chunk (the same import, so no second loader in the first load). */
export const toggleRead = (key: string) => progressActions.toggleRead(key);

function stepDone(progress: Progress, step: StepProgress): boolean {
  return step.keys.length > 0 ? countRead(progress, step.keys) === step.keys.length : step.path in progress.visited;
}

/** Long enough to read the two sentences; it also waits while hovered or focused. */
const SET_ASIDE_TOAST_MS = 12_000;

/**
 * On every page (the root layout): remembers the page for the home paths and
 * "Continue where you left off", and tells the visitor, once, on the page
 * where it happened, that stored progress could not be read and was kept aside.
 */
function VisitRecorder() {
  const { setAside } = useProgress();
  const { toast } = useToast();
  const untold = setAside !== null && !setAside.told;

  useEffect(() => {
    const path = window.location.pathname;
    const title = document.querySelector("h1")?.textContent?.trim();
    // Unindexed pages (a 404, search results, a shared quiz result) are not places to come back to.
    if (!title || !isRecordable(path) || document.querySelector('meta[name="robots"][content*="noindex"]')) return;
    void progressActions.recordVisit({ path, title: title.slice(0, 200), at: Date.now() }, isResumable(path));
  }, []);

  useEffect(() => {
    // A tab in the background leaves it to the one being looked at (every open tab hears of the change).
    if (!untold || !setAside || document.visibilityState === "hidden") return;
    // /progress shows the same notice on the page itself, with its download and clear buttons.
    if (window.location.pathname !== "/progress") {
      toast({
        ...setAsideMessage(setAside),
        duration: SET_ASIDE_TOAST_MS,
        action: { label: "Open your progress page", href: "/progress", altText: "Your progress is linked from the footer of every page" },
      });
    }
    progressActions.markSetAsideTold();
  }, [untold, setAside, toast]);
  return null;
}

function MarkButton({ itemKey, icon, describedBy }: { itemKey: string; icon: ReactNode; describedBy?: string }) {
  const { progress, ready } = useProgress();
  const notice = useSaveNotice();
  const pressed = isRead(progress, itemKey);
  return (
    <MarkButtonView
      pressed={pressed}
      ready={ready}
      icon={icon}
      describedBy={describedBy}
      onClick={() => {
        // A toggle of the stored state when it applies, so a click before the data is read is not turned into "mark".
        void notice(progressActions.toggleRead(itemKey));
        if (!ready || !pressed) persistStorage();
      }}
    />
  );
}

function ContinueLink({ icon }: { icon: ReactNode }) {
  const { progress } = useProgress();
  const last = progress.last;
  if (!last) return null;
  return (
    <a
      href={last.path}
      className="inline-flex max-w-full min-h-11 items-center gap-2 rounded-full border border-border bg-surface-raised px-4 py-1.5 text-sm shadow-sm hover:border-primary"
    >
      <span className="shrink-0 font-semibold text-primary">Continue where you left off</span>
      <span aria-hidden="true" className="text-muted">·</span>
      {/* Cut at a word in code, not mid-word by the browser's ellipsis: "say wh…" read like a typo. */}
      <span className="min-w-0 text-foreground">{truncateAtWord(last.title, CONTINUE_TITLE_CHARS)}</span>
      <span className="shrink-0 text-primary">{icon}</span>
    </a>
  );
}

export default function ProgressLeaf(props: LeafProps) {
  const { progress, ready } = useProgress();
  switch (props.kind) {
    case "visit":
      return <VisitRecorder />;
    case "mark":
      return <MarkButton itemKey={props.itemKey} icon={props.icon} describedBy={props.describedBy} />;
    case "check":
      return <CheckView done={props.keys.length > 0 && countRead(progress, props.keys) === props.keys.length} icon={props.icon} />;
    case "count":
      return <MeterView done={countRead(progress, props.keys)} total={props.keys.length} label={props.label} ready={ready} />;
    case "step":
      return <StepMarkerView number={props.step.number} done={stepDone(progress, props.step)} icon={props.icon} />;
    case "path":
      return <MeterView done={props.steps.filter((step) => stepDone(progress, step)).length} total={props.steps.length} label="done" ready={ready} />;
    case "continue":
      return <ContinueLink icon={props.icon} />;
  }
}
