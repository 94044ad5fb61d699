import type { ComicPanel } from "@/lib/content/schemas";
import { type DialogueLine, panelTranscript } from "@/lib/comic/dialogue";

/*
 * "Ship Happens": an original 16-panel comic about a product team (Priya the
 * PM, Marco the designer, Sam the engineer, Gloria the VP of Sales and Lee, a
 * customer) turning a vague "we need a dashboard" into a feature that works.
 * The art lives in public/comic (drawn by scripts/draw-comic.mjs) and carries
 * no words: the caption and the dialogue below are lettered over it as HTML,
 * and each panel's transcript is derived from them. The alt text says what
 * the picture shows.
 */
export const comicTitle = "Ship Happens";

function panel(id: number, alt: string, caption: string, dialogue: DialogueLine[]): ComicPanel {
  return { id, src: `/comic/panel-${String(id).padStart(2, "0")}.svg`, alt, caption, dialogue, transcript: panelTranscript(caption, dialogue) };
}

export const comicPanels: ComicPanel[] = [
  panel(
    1,
    "Gloria, the VP of Sales, in a red top and glasses, talks eagerly across the office table. Priya, the product manager, in a teal top, raises an eyebrow, unconvinced.",
    "Monday, 9:02 a.m. A request arrives.",
    [
      { speaker: "gloria", label: "Gloria (VP of Sales)", text: "We need a dashboard. Customers keep asking for one!", at: { x: 27, y: 3, w: 40 }, tail: "center" },
      { speaker: "priya", label: "Priya (product manager)", text: "Which customers? And asking for what, exactly?", at: { x: 71, y: 9, w: 36 }, tail: "center" },
    ],
  ),
  panel(
    2,
    "Priya meets Sam, the bearded engineer, and Marco, the designer. Sam looks blank, Marco beams over five chart sketches spread on the table, and Priya, calm, slows them both down.",
    "The team huddles.",
    [
      { speaker: "sam", label: "Sam (engineer)", text: "A dashboard of... what?", at: { x: 17, y: 9, w: 26 }, tail: "center" },
      { speaker: "marco", label: "Marco (designer)", text: "I've already sketched 14 chart styles.", at: { x: 47, y: 2, w: 30 }, tail: "center" },
      { speaker: "priya", text: "Hold that thought. Let's ask customers first.", at: { x: 81, y: 9, w: 32 }, tail: "center" },
    ],
  ),
  panel(
    3,
    "Priya sits at her desk on a video call with Lee, a small-business customer, who appears on a monitor in front of a home-office shelf. Priya smiles and listens.",
    "Discovery interviews, day one.",
    [
      { speaker: "lee", label: "Lee (customer, on a video call)", text: "Honestly? I just want to know if my invoices got paid.", at: { x: 45, y: 2, w: 44 }, tail: "right" },
      { speaker: "priya", text: "Tell me about the last time you checked.", at: { x: 21, y: 17, w: 34 }, tail: "center" },
    ],
  ),
  panel(
    4,
    "Priya stands at a whiteboard covered in sticky notes from the interviews, with a red line underlining them, and explains. Marco stares, wide-eyed, as it clicks.",
    "Five interviews later.",
    [
      { speaker: "priya", text: "Nobody wants a dashboard. They want to stop chasing late payments.", at: { x: 24, y: 2, w: 42 }, tail: "center" },
      { speaker: "marco", text: "So... one number and an alert?", at: { x: 46, y: 20, w: 28 }, tail: "left" },
    ],
  ),
  panel(
    5,
    "Sam, behind his laptop, looks determined. Priya smiles next to him, a coffee mug on the table.",
    "The plan.",
    [
      { speaker: "sam", text: "An alert when an invoice is 3 days late? I can build that in one sprint.", at: { x: 29, y: 2, w: 42 }, tail: "center" },
      { speaker: "priya", text: "Smallest thing that tests the idea. 50 customers first.", at: { x: 72, y: 12, w: 36 }, tail: "center" },
    ],
  ),
  panel(
    6,
    "Gloria grins with excitement, idea cards flying from her. Priya, eyes closed and smiling, steers the cards into a cardboard box labelled Backlog.",
    "Wednesday. Scope creep arrives.",
    [
      { speaker: "gloria", text: "Love it! Can it also forecast cash flow? And dark mode? And AI?", at: { x: 34, y: 2, w: 42 }, tail: "left" },
      { speaker: "priya", text: "Great ideas! Into the backlog they go.", at: { x: 76, y: 5, w: 30 }, tail: "left" },
      { speaker: "box", text: "BACKLOG", at: { x: 84.4, y: 85.5, w: 15 }, kind: "sign" },
    ],
  ),
  panel(
    7,
    "Marco, with heart eyes, shows a laptop covered in sparkles. Sam grins under a shower of confetti. Priya looks on, deadpan.",
    "Thursday.",
    [
      { speaker: "marco", text: "I made it sparkle. Just a little.", at: { x: 17, y: 3, w: 28 }, tail: "center" },
      { speaker: "sam", text: "And the alert now fires confetti.", at: { x: 50, y: 1, w: 28 }, tail: "center" },
      { speaker: "priya", text: "...Confetti for PAID invoices only, please.", at: { x: 83, y: 9, w: 28 }, tail: "center" },
    ],
  ),
  panel(
    8,
    "The big demo: Sam, Gloria, Priya and Marco sit in front of a wall screen that has turned red with a warning sign and ERROR 500. Sam is terrified, Gloria is stern, Priya winces, Marco goes blank.",
    "Friday: the big demo.",
    [
      { speaker: "sam", text: "And when I click 'Send test alert'...", at: { x: 14, y: 4, w: 24 }, tail: "center" },
      { speaker: "screen", text: "ERROR 500", at: { x: 50, y: 29, w: 40 }, kind: "sign", big: true },
      { speaker: "marco", text: "...", at: { x: 88, y: 27, w: 12 }, tail: "center" },
    ],
  ),
  panel(
    9,
    "Sam, sweating behind his laptop, bares his teeth in panic. Gloria laughs kindly.",
    "Two very long seconds later.",
    [
      { speaker: "sam", text: "It works on my machine, I promise!", at: { x: 29, y: 4, w: 34 }, tail: "center" },
      { speaker: "gloria", text: "Ship happens. Fix it and show me on Monday.", at: { x: 70, y: 3, w: 36 }, tail: "center" },
    ],
  ),
  panel(
    10,
    "Sam, at his laptop, has found the bug. Marco, tired, with a coffee mug, nods. Three wall clocks each show a different time.",
    "Monday morning.",
    [
      { speaker: "sam", text: "Found it: a time zone bug. Of course it was a time zone.", at: { x: 27, y: 2, w: 40 }, tail: "center" },
      { speaker: "marco", text: "It's always time zones.", at: { x: 63, y: 25, w: 26 }, tail: "right" },
    ],
  ),
  panel(
    11,
    "Launch day: a big feature-flag switch on the wall is flipped to on, green. Priya, determined, stands by it while Sam grins and Marco watches, wide-eyed.",
    "Launch day.",
    [
      { speaker: "priya", text: "Feature flag on for 50 customers.", at: { x: 42, y: 4, w: 30 }, tail: "center" },
      { speaker: "samAndMarco", text: "3... 2... 1... SHIP IT!", at: { x: 80, y: 12, w: 30 }, tail: "center" },
    ],
  ),
  panel(
    12,
    "Two charts on the wall: a bar chart of alert opens climbing, and a red line of invoices paid on time falling. Marco is amazed by the opens; Priya looks worried at the falling line.",
    "One week later.",
    [
      { speaker: "marco", text: "91% open the alert! Wow!", at: { x: 24, y: 35, w: 30 }, tail: "center" },
      { speaker: "priya", text: "But on-time payments went DOWN?", at: { x: 74, y: 35, w: 32 }, tail: "center" },
    ],
  ),
  panel(
    13,
    "Another video call: Lee beams on the monitor. Priya's eyes go wide as she realises what happened.",
    "Back to the customers.",
    [
      { speaker: "lee", text: "I love the alert! Now I just wait for it instead of chasing clients early.", at: { x: 45, y: 2, w: 48 }, tail: "right" },
      { speaker: "priya", text: "Ohhh. We taught people to wait.", at: { x: 20, y: 19, w: 32 }, tail: "center" },
    ],
  ),
  panel(
    14,
    "At the whiteboard, Priya explains a timeline: a green dot for the nudge, moved before the red due-date mark. Sam, next to her, smiles at the estimate.",
    "Iterate.",
    [
      { speaker: "priya", text: "Send the nudge before the due date, with a one-click reminder to the client.", at: { x: 24, y: 2, w: 44 }, tail: "center" },
      { speaker: "sam", text: "Two days of work. Maybe one.", at: { x: 42, y: 22, w: 26 }, tail: "center" },
    ],
  ),
  panel(
    15,
    "Confetti rains around a chart of on-time payments rising. Marco laughs with joy and Gloria smiles.",
    "Two weeks later.",
    [
      { speaker: "marco", text: "On-time payments up 18%!", at: { x: 13, y: 6, w: 22 }, tail: "right" },
      { speaker: "gloria", text: "Fine. You may keep the confetti.", at: { x: 87, y: 6, w: 22 }, tail: "left" },
    ],
  ),
  panel(
    16,
    "The retro: the whole team in front of a board with three big sticky notes, green, yellow and pink. Sam, Priya and Marco smile; Gloria looks sly.",
    "The retro. The end.",
    [
      { speaker: "notes", text: "Went well: we talked to customers.", at: { x: 26, y: 19, w: 18 }, kind: "sign" },
      { speaker: "notes", text: "Learned: watch what people do.", at: { x: 50, y: 19, w: 18 }, kind: "sign" },
      { speaker: "notes", text: "Try: rehearse the demo.", at: { x: 74, y: 19, w: 18 }, kind: "sign" },
      { speaker: "sam", text: "Next time, we rehearse the demo.", at: { x: 15, y: 37, w: 26 }, tail: "center" },
      { speaker: "priya", text: "And bring snacks.", at: { x: 39, y: 41, w: 18 }, tail: "center" },
      { speaker: "gloria", text: "Great work, team. So... about that dashboard?", at: { x: 74, y: 37, w: 34 }, tail: "left" },
    ],
  ),
];
