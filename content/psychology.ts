import type { ContentSection } from "@/lib/content/schemas";
import type { PsychologyLink } from "@/lib/content/library";

/** Why a PM should care, in our own words (shown above the links). */
export const psychologyIntro: ContentSection = {
  id: "why-psychology",
  title: "Why psychology matters to product managers",
  blocks: [
    {
      kind: "p",
      text: "Every product decision is a bet on human behaviour. Whether people finish onboarding, pick the annual plan or come back next week depends less on what they say they want than on defaults, effort, timing and how options are framed. Behavioural science gives you names and evidence for these forces, so you can diagnose a stuck funnel instead of guessing.",
    },
    {
      kind: "ul",
      items: [
        "Diagnose: when a behaviour does not happen, ask whether motivation, ability or a prompt is missing before you add features.",
        "Design choices deliberately: defaults, order and framing always nudge; choose the nudge instead of leaving it to chance.",
        "Respect the user: use these ideas to help people do what they already want to do. Persuasion that people would regret is a dark pattern, and it erodes trust and retention.",
      ],
    },
  ],
};

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
  },
  {
    title: "The paradox of choice",
    description:
      "Barry Schwartz argues that more options can leave people paralysed and less satisfied with what they choose. A useful counterweight whenever a roadmap item says 'add more settings'.",
    url: "https://www.ted.com/talks/barry_schwartz_the_paradox_of_choice",
    type: "video",
    source: "TED",
  },
  {
    title: "The riddle of experience vs. memory",
    description:
      "Daniel Kahneman on the experiencing self and the remembering self, and why endings weigh so heavily in how an experience is remembered. Essential context for onboarding, checkout and support flows.",
    url: "https://www.ted.com/talks/daniel_kahneman_the_riddle_of_experience_vs_memory",
    type: "video",
    source: "TED",
  },
];
