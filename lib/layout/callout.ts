/**
 * A callout's look by tone: the Callout component and Markdown content's
 * :::note / :::tip / :::warning blocks both use it.
 */
const tones = {
  note: "border-primary bg-accent",
  tip: "border-success bg-surface",
  warning: "border-destructive bg-surface",
} as const;

export type CalloutTone = keyof typeof tones;

export function calloutClasses(tone: CalloutTone): string {
  return `rounded-xl border-l-4 px-5 py-4 text-base ${tones[tone]}`;
}
