/**
 * A callout's look by tone: the Callout component and Markdown content's
 * :::note / :::tip / :::warning blocks both use it.
 */
// One look in three colours: a tinted panel with a bar in the tone's colour (a note's tint is the accent).
// Tips and warnings were plain panels beside tinted notes, which read as two styles.
const tones = {
  note: "border-primary bg-accent",
  tip: "border-success bg-success/8",
  warning: "border-destructive bg-destructive/8",
} as const;

export type CalloutTone = keyof typeof tones;

export function calloutClasses(tone: CalloutTone): string {
  return `rounded-xl border-l-4 px-5 py-4 text-base ${tones[tone]}`;
}
