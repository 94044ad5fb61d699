import path from "node:path";
import type { PsychologyLink } from "@/lib/content/library";
import { ContentError } from "@/lib/markdown/front-matter";
import type { RenderedSection } from "@/lib/markdown/render";
import { readPageSections } from "../markdown-folder";

/** Why a PM should care, in our own words (content/psychology/intro.md), shown above the links: one section. */
const introSections = readPageSections(path.join(process.cwd(), "content", "psychology"), "intro", "/product-psychology");
if (introSections.length !== 1) throw new ContentError("content/psychology/intro.md: the page shows one section above its links; write exactly one");
export const psychologyIntro: RenderedSection = introSections[0]!;

/** The curated links: records the lists render field by field (title, description, url, type, source), so they stay typed. */
export const psychologyArticles: PsychologyLink[] = [
  {
    title: "The Fogg Behavior Model",
    description:
      "BJ Fogg's B=MAP: a behaviour happens when motivation, ability and a prompt meet at the same moment. The quickest tool we know for working out why users are not doing the thing you built.",
    url: "https://www.behaviormodel.org/",
    type: "article",
    source: "BJ Fogg, Stanford Behavior Design Lab",
  },
  {
    title: "How to manufacture desire: the Hook Model",
    description:
      "Nir Eyal's four-step loop of trigger, action, variable reward and investment, the pattern behind habit-forming products. Read it with his own ethics test in mind: would users regret the habit?",
    url: "https://www.nirandfar.com/how-to-manufacture-desire/",
    type: "article",
    source: "Nir Eyal",
  },
  {
    title: "Prospect theory and loss aversion: how users make decisions",
    description:
      "Nielsen Norman Group explains why a loss hurts more than an equal gain pleases, and what that means for pricing pages, trials, cancellation flows and how you frame a choice.",
    url: "https://www.nngroup.com/articles/prospect-theory/",
    type: "article",
    source: "Nielsen Norman Group",
  },
  {
    title: "Choice architecture",
    description:
      "The Decision Lab's primer on how the way options are presented (defaults, ordering, the number of choices) shapes what people pick, with the research behind nudges and practical examples.",
    url: "https://thedecisionlab.com/reference-guide/psychology/choice-architecture",
    type: "article",
    source: "The Decision Lab",
  },
  {
    title: "Laws of UX",
    description:
      "Jon Yablonski's illustrated collection of psychology principles for interfaces, from Hick's law and the peak-end rule to the goal-gradient effect, each with takeaways you can apply in a design review.",
    url: "https://lawsofux.com/",
    type: "article",
    source: "Jon Yablonski",
  },
];

export const psychologyVideos: PsychologyLink[] = [
  {
    title: "Are we in control of our own decisions?",
    description:
      "Dan Ariely shows how defaults and decoy options steer choices, including why organ donation rates differ so much between similar countries. A short talk that will change how you design forms, defaults and pricing pages.",
    url: "https://www.ted.com/talks/dan_ariely_are_we_in_control_of_our_own_decisions",
    type: "video",
    source: "TED",
    speaker: "Dan Ariely",
  },
  {
    title: "The paradox of choice",
    description:
      "Barry Schwartz argues that more options can leave people paralysed and less satisfied with what they choose. A useful counterweight whenever a roadmap item says 'add more settings'.",
    url: "https://www.ted.com/talks/barry_schwartz_the_paradox_of_choice",
    type: "video",
    source: "TED",
    speaker: "Barry Schwartz",
  },
  {
    title: "The riddle of experience vs. memory",
    description:
      "Daniel Kahneman on the experiencing self and the remembering self, and why endings weigh so heavily in how an experience is remembered. Essential context for onboarding, checkout and support flows.",
    url: "https://www.ted.com/talks/daniel_kahneman_the_riddle_of_experience_vs_memory",
    type: "video",
    source: "TED",
    speaker: "Daniel Kahneman",
  },
];
