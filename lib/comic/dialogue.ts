/**
 * The comic's dialogue model: one source of truth for the lettering over the
 * art (components/comic/comic-lettering.tsx) and for the text transcript that
 * the page and the site search read (`transcript` on each panel).
 */

/** Who is speaking: a cast member, more than one of them, or text drawn on something in the panel (a sign). */
export const comicSpeakers = {
  priya: "Priya",
  sam: "Sam",
  marco: "Marco",
  gloria: "Gloria",
  lee: "Lee",
  samAndMarco: "Sam and Marco",
  screen: "Screen",
  box: "Box label",
  notes: "Sticky notes",
} as const;
export type ComicSpeaker = keyof typeof comicSpeakers;

/** Where a speech bubble's tail sits along its lower edge, pointing down at the speaker. */
export type BubbleTail = "left" | "center" | "right";

export type DialogueLine = {
  speaker: ComicSpeaker;
  text: string;
  /** The speaker's name in the transcript when it differs from the cast name, e.g. "Gloria (VP of Sales)" on a first appearance. */
  label?: string;
  /**
   * Placement over the art on wide screens, in percent of the panel: `x` is
   * the bubble's centre, `y` its top edge (a sign's centre), `w` its width.
   */
  at: { x: number; y: number; w: number };
  /** A bubble's tail; a sign (text drawn on a screen, a box, a note) has none. */
  tail?: BubbleTail;
  /** "sign": words on an object in the panel rather than something said. */
  kind?: "speech" | "sign";
  /** A sign big enough to read on the art at every width (it stays on the art on phones too, instead of in the list). */
  big?: boolean;
};

/** The transcript name of a line's speaker. */
export function speakerName(line: Pick<DialogueLine, "speaker" | "label">): string {
  return line.label ?? comicSpeakers[line.speaker];
}

/**
 * A panel's transcript: "Caption: ..." then one "Speaker: words" line per
 * line of dialogue, joined by newlines (the transcript component splits on
 * them and bolds the part before the first ": ").
 */
export function panelTranscript(caption: string, dialogue: readonly Pick<DialogueLine, "speaker" | "label" | "text">[]): string {
  return [`Caption: ${caption}`, ...dialogue.map((line) => `${speakerName(line)}: ${line.text}`)].join("\n");
}
