"use client";

/**
 * /progress's standing notices: stored data that could not be read (kept
 * aside, with a download and a clear button) and storage that will not keep
 * progress. The rest of the site says each once, in a toast; here they stay
 * while they are true, because this is where the visitor comes to act on them.
 */
import { useState } from "react";
import { setAsideMessage, unsavedMessage } from "@/lib/progress/messages";
import { progressActions } from "@/lib/progress/store";
import type { SetAside, StoreStatus } from "@/lib/progress/types";
import { buttonClasses } from "@/components/ui/button";
import { ConfirmPanel } from "./confirm-panel";

const box = "rounded-2xl border border-border border-l-4 border-l-destructive bg-surface-raised p-5 shadow-sm";

/** Saves `text` as a file through a temporary link (no server round trip: the data never leaves the browser). */
export function downloadFile(text: string, type: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const today = () => new Date().toISOString().slice(0, 10);

/** The kept text exactly as it was stored; several are separated by a line saying when each was set aside. */
function setAsideText(setAside: SetAside): string {
  if (setAside.kept.length === 1) return setAside.kept[0]!.text;
  return setAside.kept.map((k) => `--- set aside ${k.at ? new Date(k.at).toISOString() : "by an earlier version of the site"} ---\n${k.text}`).join("\n\n");
}

export function SetAsideNotice({ setAside }: { setAside: SetAside }) {
  const [confirming, setConfirming] = useState(false);
  const { title } = setAsideMessage(setAside);
  return (
    <section aria-labelledby="set-aside-heading" className={box} data-set-aside>
      <h2 id="set-aside-heading" className="text-heading font-semibold">
        {title}
      </h2>
      <p className="mt-2 max-w-measure text-small">
        It was not deleted: it is kept aside in this browser, apart from your progress, which works as usual. Download it to keep a copy, then clear it. If
        you exported your progress before, importing that file below brings it back.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClasses({ variant: "secondary" })}
          onClick={() => downloadFile(setAsideText(setAside), "text/plain", `pm-knowledge-hub-unreadable-progress-${today()}.txt`)}
        >
          Download unreadable data
        </button>
        <button type="button" className={buttonClasses({ variant: "ghost" })} onClick={() => setConfirming(true)} aria-expanded={confirming} aria-controls="set-aside-confirm">
          Clear unreadable data
        </button>
      </div>
      {confirming ? (
        <ConfirmPanel
          id="set-aside-confirm"
          inset
          question="Delete the unreadable data from this browser?"
          detail="Your progress on this page is not affected. Download the data first if you might want it."
          confirmLabel="Yes, delete it"
          onConfirm={() => progressActions.clearSetAside()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

export function UnsavedNotice({ status }: { status: Exclude<StoreStatus, "ok"> }) {
  const { title, description } = unsavedMessage(status, true);
  return (
    <section aria-labelledby="unsaved-heading" className={box} data-unsaved={status}>
      <h2 id="unsaved-heading" className="text-heading font-semibold">
        {title}
      </h2>
      <p className="mt-2 max-w-measure text-small">{description}</p>
    </section>
  );
}
