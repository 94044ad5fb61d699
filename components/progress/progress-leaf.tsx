"use client";

/**
 * Every progress leaf, in the one chunk that loads after hydration (see
 * progress-slot.tsx): the store, its zod schema and these views reach the
 * browser once and are shared by all the places that show progress.
 */
import { useEffect, type ReactNode } from "react";
import { countRead, isRead, type Progress } from "@/lib/progress/types";
import { persistStorage, progressActions } from "@/lib/progress/store";
import type { LeafProps, StepProgress } from "./leaf-types";
import { useProgress } from "./use-progress";
import { useSaveNotice } from "./use-save-notice";
import { CheckView, MarkButtonView, MeterView, StepMarkerView } from "./views";

function stepDone(progress: Progress, step: StepProgress): boolean {
  return step.keys.length > 0 ? countRead(progress, step.keys) === step.keys.length : step.path in progress.visited;
}

/** Pages whose visit is not "where you left off": home, the progress page itself, admin, sign-in, and unindexed pages (404). */
function isRecordable(path: string): boolean {
  if (path === "/" || path === "/progress" || /^\/(admin|auth)(\/|$)/.test(path)) return false;
  return !document.querySelector('meta[name="robots"][content*="noindex"]');
}

function VisitRecorder() {
  useEffect(() => {
    const path = window.location.pathname;
    const title = document.querySelector("h1")?.textContent?.trim();
    if (!title || !isRecordable(path)) return;
    // Index pages count as visited (home-path steps) but "where you left off" is the last article: /section/page.
    progressActions.recordVisit({ path, title: title.slice(0, 200), at: Date.now() }, path.split("/").length > 2);
  }, []);
  return null;
}

function MarkButton({ itemKey, icon, describedBy }: { itemKey: string; icon: ReactNode; describedBy?: string }) {
  const { progress } = useProgress();
  const notice = useSaveNotice();
  const pressed = isRead(progress, itemKey);
  return (
    <MarkButtonView
      pressed={pressed}
      ready
      icon={icon}
      describedBy={describedBy}
      onClick={() => {
        notice(progressActions.setRead(itemKey, !pressed));
        if (!pressed) persistStorage();
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
      className="inline-flex max-w-full min-h-11 items-center gap-2 rounded-full border border-border bg-surface-raised px-4 text-sm shadow-sm hover:border-primary"
    >
      <span className="shrink-0 font-semibold text-primary">Continue where you left off</span>
      <span aria-hidden="true" className="text-muted">·</span>
      <span className="min-w-0 truncate text-foreground">{last.title}</span>
      <span className="shrink-0 text-primary">{icon}</span>
    </a>
  );
}

export default function ProgressLeaf(props: LeafProps) {
  const { progress } = useProgress();
  switch (props.kind) {
    case "visit":
      return <VisitRecorder />;
    case "mark":
      return <MarkButton itemKey={props.itemKey} icon={props.icon} describedBy={props.describedBy} />;
    case "check":
      return <CheckView done={props.keys.length > 0 && countRead(progress, props.keys) === props.keys.length} icon={props.icon} />;
    case "count":
      return <MeterView done={countRead(progress, props.keys)} total={props.keys.length} label={props.label} ready />;
    case "step":
      return <StepMarkerView number={props.step.number} done={stepDone(progress, props.step)} icon={props.icon} />;
    case "path":
      return <MeterView done={props.steps.filter((step) => stepDone(progress, step)).length} total={props.steps.length} label="done" ready />;
    case "continue":
      return <ContinueLink icon={props.icon} />;
  }
}
