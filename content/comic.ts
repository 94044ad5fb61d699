import type { ComicPanel } from "@/lib/content/schemas";

/*
 * "Ship Happens": an original 16-panel comic about a product team (Priya the
 * PM, Marco the designer, Sam the engineer, Gloria the VP of Sales and Lee, a
 * customer) turning a vague "we need a dashboard" into a feature that works.
 * Images live in public/comic; the alt text says what happens in the panel and
 * the transcript carries the caption and every line of dialogue.
 */
export const comicTitle = "Ship Happens";

export const comicPanels: ComicPanel[] = [
  {
    id: 1,
    src: "/comic/panel-01.svg",
    alt: "Gloria, the VP of Sales, points eagerly at Priya, the product manager, and demands a dashboard because customers keep asking for one. Priya looks puzzled and asks which customers and what exactly they want.",
    transcript: "Caption: Monday, 9:02 a.m. A request arrives.\nGloria (VP of Sales): We need a dashboard. Customers keep asking for one!\nPriya (product manager): Which customers? And asking for what, exactly?",
  },
  {
    id: 2,
    src: "/comic/panel-02.svg",
    alt: "Priya meets Sam, the engineer, and Marco, the designer. Sam is confused about what the dashboard should show, Marco has already sketched 14 chart styles, and Priya suggests asking customers first.",
    transcript: "Caption: The team huddles.\nSam (engineer): A dashboard of... what?\nMarco (designer): I've already sketched 14 chart styles.\nPriya: Hold that thought. Let's ask customers first.",
  },
  {
    id: 3,
    src: "/comic/panel-03.svg",
    alt: "Priya sits at a desk on a video call with Lee, a small-business customer. Lee says they just want to know whether their invoices got paid, and Priya asks about the last time they checked.",
    transcript: "Caption: Discovery interviews, day one.\nLee (customer, on a video call): Honestly? I just want to know if my invoices got paid.\nPriya: Tell me about the last time you checked.",
  },
  {
    id: 4,
    src: "/comic/panel-04.svg",
    alt: "Priya points at a whiteboard covered in sticky notes reading late payments, chasing clients and no time. She explains that nobody wants a dashboard; customers want to stop worrying about late payments. Marco wonders if the answer is one number and an alert.",
    transcript: "Caption: Five interviews later.\nPriya: Nobody wants a dashboard. They want to stop worrying about late payments.\nMarco: So... one number and an alert?",
  },
  {
    id: 5,
    src: "/comic/panel-05.svg",
    alt: "Sam, at his laptop, offers to build an alert for invoices that are three days late within one sprint. Priya agrees: build the smallest thing that tests the idea and try it with 50 customers first.",
    transcript: "Caption: The plan.\nSam: An alert when an invoice is 3 days late? I can build that in one sprint.\nPriya: Smallest thing that tests the idea. 50 customers first.",
  },
  {
    id: 6,
    src: "/comic/panel-06.svg",
    alt: "Gloria throws her arms up with excitement and asks whether the alert can also forecast cash flow, have dark mode and use AI. Priya smiles and drops the ideas into a box labelled Backlog.",
    transcript: "Caption: Wednesday. Scope creep arrives.\nGloria: Love it! Can it also forecast cash flow? And dark mode? And AI?\nPriya: Great ideas! Into the backlog they go.",
  },
  {
    id: 7,
    src: "/comic/panel-07.svg",
    alt: "Marco proudly shows a laptop covered in sparkles, and Sam reveals that the alert now fires confetti. Priya, deadpan, asks for confetti on paid invoices only.",
    transcript: "Caption: Thursday.\nMarco: I made it sparkle. Just a little.\nSam: The alert now has confetti.\nPriya: ...Confetti for PAID invoices only, please.",
  },
  {
    id: 8,
    src: "/comic/panel-08.svg",
    alt: "Sam demos the alert to Gloria, Priya and Marco on a big screen. As he clicks Send test alert, the screen shows ERROR 500 in red, and Marco can only manage an ellipsis.",
    transcript: "Caption: Friday: the big demo.\nSam: And when I click 'Send test alert'...\nScreen: ERROR 500\nMarco: ...",
  },
  {
    id: 9,
    src: "/comic/panel-09.svg",
    alt: "Sam, sweating and worried, insists it works on his machine. Gloria laughs kindly, says ship happens, and asks him to fix it and show her on Monday.",
    transcript: "Caption: Two very long seconds later.\nSam: It works on my machine, I promise!\nGloria: Ship happens. Fix it and show me on Monday.",
  },
  {
    id: 10,
    src: "/comic/panel-10.svg",
    alt: "Sam finds the bug on his laptop: a time zone problem. Marco, holding a coffee, nods that it is always time zones. Three wall clocks show different times.",
    transcript: "Caption: Monday morning.\nSam: Found it: a time zone bug. Of course it was a time zone.\nMarco: It's always time zones.",
  },
  {
    id: 11,
    src: "/comic/panel-11.svg",
    alt: "Priya flips a big feature-flag switch to ON for 50 customers while Sam and Marco count down and cheer: three, two, one, ship it!",
    transcript: "Caption: Launch day.\nPriya: Feature flag on for 50 customers.\nSam and Marco: 3... 2... 1... SHIP IT!",
  },
  {
    id: 12,
    src: "/comic/panel-12.svg",
    alt: "Two charts on the wall: alert opens climb to 91 percent, but invoices paid on time go down. Marco is delighted by the opens, while Priya looks worried at the falling line.",
    transcript: "Caption: One week later.\nMarco: 91% open the alert! Wow!\nPriya: But on-time payments went DOWN?",
  },
  {
    id: 13,
    src: "/comic/panel-13.svg",
    alt: "On another video call, Lee says they love the alert, but now they wait for it instead of chasing clients early. Priya realises the feature taught people to wait.",
    transcript: "Caption: Back to the customers.\nLee: I love the alert! Now I just wait for it instead of chasing clients early.\nPriya: Ohhh. We taught people to wait.",
  },
  {
    id: 14,
    src: "/comic/panel-14.svg",
    alt: "At the whiteboard, Priya draws a timeline with the nudge moved to two days before the due date, plus a one-click reminder to the client. Sam estimates two days of work, maybe one.",
    transcript: "Caption: Iterate.\nPriya: Send the nudge before the due date, with a one-click reminder to the client.\nSam: Two days of work. Maybe one.",
  },
  {
    id: 15,
    src: "/comic/panel-15.svg",
    alt: "A chart shows on-time payments rising. Marco cheers that they are up 18 percent, confetti falls, and Gloria grins and says the team may keep the confetti.",
    transcript: "Caption: Two weeks later.\nMarco: On-time payments up 18%!\nGloria: Fine. You may keep the confetti.",
  },
  {
    id: 16,
    src: "/comic/panel-16.svg",
    alt: "The team gathers at a retro board with three sticky notes: went well, we talked to customers; learned, watch what people do; try, rehearse the demo. Sam says next time they rehearse the demo, and Priya adds that they also bring snacks.",
    transcript: "Caption: The retro. The end.\nSticky notes: Went well: we talked to customers. Learned: watch what people do. Try: rehearse the demo.\nSam: Next time, we rehearse the demo.\nPriya: Next time, we also bring snacks.",
  },
];
