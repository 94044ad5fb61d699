import type { TopicLesson } from "@/lib/content/schemas";

/*
 * Write-ups for the Design & UX topics. The companies in the examples are
 * invented; the methods and the people they credit are real.
 */

export const userResearch: TopicLesson = {
  whatItIs: [
    "User research is how a team learns what people actually need, do and struggle with, so decisions rest on evidence rather than opinion. Methods differ along two lines: what people say versus what they do, and why (qualitative) versus how many (quantitative). Interviews and surveys capture what people say; usability tests, field visits and analytics show what they do. A good interview asks for specific stories about past behaviour ('Tell me about the last time you…'), because people are poor predictors of their own future behaviour and tend to give polite answers to hypothetical questions such as 'would you use this?'.",
    "Findings are often summarised as personas: short, research-based portraits of a type of user, with their goals, context and frustrations. A persona earns its place only when it comes from real interviews and data and helps the team decide; an invented persona mostly confirms what the team already believed.",
  ],
  whyItMatters: [
    "Teams that skip research build for themselves. Research is also the cheapest risk reduction available: a week of interviews costs far less than a quarter spent building the wrong thing. Choosing the method that fits the question matters as much as doing research at all. A survey cannot tell you why people abandon a flow, and five interviews cannot tell you how many people do.",
  ],
  howToStart: [
    "Write down the decision the research must inform, then choose the method that answers it: interviews for needs, usability tests for problems in a design, analytics or surveys for how common something is.",
    "Recruit five to eight people from the segment that matters, not colleagues or friends.",
    "Ask about the last time they did the thing, follow up with 'what happened next?', and avoid leading or hypothetical questions.",
    "Synthesise with the team within a day: cluster observations, name the needs, and update personas only with what the evidence shows.",
  ],
  example: {
    title: "Seven interviews replace a persona",
    paragraphs: [
      "A team building expense software had a persona called 'Frank the finance manager', who wanted detailed reports. Nobody could remember where Frank came from. The PM ran seven story-based interviews that opened with 'Tell me about the last time you got your expenses ready for your accountant.'",
      "The stories showed that in companies under 50 people nobody had Frank's job: the founder did expenses late on the last evening of the month, on a phone, from a pile of paper receipts. The team replaced Frank with a persona built from those interviews, 'the after-hours founder', whose goal was to be finished in ten minutes. Receipt capture by photo moved to the top of the roadmap, and the reporting redesign moved down.",
    ],
  },
};

export const informationArchitecture: TopicLesson = {
  whatItIs: [
    "Information architecture (IA) is the structure behind a product: how content and features are grouped, what the groups are called, and how people move between them. Navigation menus, settings pages, search and the label on every tab are IA decisions. Abby Covert describes the work as making sense of a mess: deciding what things are, what they are called and how they relate before deciding how they look.",
  ],
  whyItMatters: [
    "Many usability problems are structural. If a feature lives under a label users would never think to open, no visual polish will help them find it; they will report it as missing or contact support. IA problems grow with the product, as each new feature is added wherever there is space, until the menu mirrors the org chart rather than the way customers think. Two cheap methods catch these problems early: card sorting shows how users group and name things, and tree testing checks whether they can find items in a proposed structure, with no visual design at all.",
  ],
  howToStart: [
    "List the 30 to 60 most important items in the area you are structuring, in users' words, drawing on support tickets and search logs.",
    "Run an open card sort with 15 or more users to see how they group and name those items.",
    "Draft a structure and tree-test it with tasks such as 'where would you change your invoice address?', measuring how often people find the right place on the first try.",
    "Fix the labels and groups that fail and test again before any visual design starts.",
  ],
  example: {
    title: "Settings nobody could find",
    paragraphs: [
      "A team-chat product had 70 settings spread across four menus, and 'how do I turn off notifications?' was its most common support question, at about 1,200 tickets a month. An open card sort with 20 customers showed that users grouped settings by what they wanted to control (myself, this channel, my team) rather than by the product's internal modules.",
      "The team drafted a three-part structure along those lines and tree-tested it. First-try success on the task 'mute this channel for a week' rose from 38% with the old menus to 86% with the new structure. After release, notification tickets fell by about two thirds, and the new structure gave later features an obvious home.",
    ],
  },
};

export const prototyping: TopicLesson = {
  whatItIs: [
    "A prototype is anything that lets you learn about an idea before building the real thing: a sketch, a paper mock-up, a clickable design, a coded demo running on fake data, or a person quietly doing by hand what the software would do. Fidelity should match the question. Low-fidelity prototypes answer 'is this the right idea and flow?' quickly; high-fidelity ones answer detailed questions about wording, interaction and visual clarity. GV's design sprint compresses the process into five days that end with tests of a realistic prototype with five customers.",
    "The usual way to learn from a prototype is a qualitative usability test: a representative user tries real tasks while thinking aloud, and the team watches where they hesitate, misread or get stuck. Jakob Nielsen's analysis found that about five users reveal most of the serious problems in a design, so it is better to test with five, fix what you saw and test again than to run one large study.",
  ],
  whyItMatters: [
    "Code is the most expensive way to find out an idea does not work. A prototype tested with users in a week can kill a bad idea or fix a confusing flow before engineering starts. It also settles arguments: watching three of five people miss the same button ends a debate that opinions cannot. Surveys and A/B tests cannot replace this, because they tell you what people say or whether a number moved, not where and why people get stuck.",
  ],
  howToStart: [
    "Write the question the prototype must answer and the tasks participants will attempt.",
    "Build the lowest fidelity that can answer it; for most flows, a clickable prototype made in a day or two is enough.",
    "Test with five target users, one at a time, asking them to think aloud; do not help or explain.",
    "Note where each person struggles, fix the biggest problems, and test the revised version with five new people.",
  ],
  example: {
    title: "Five sessions on a new onboarding flow",
    paragraphs: [
      "A PM at a scheduling app had a clickable prototype of a new onboarding flow and one week before engineering planning. She recruited five small-business owners who had never used the app and asked each of them to set up their first appointment type and share a booking link, thinking aloud as they went.",
      "Four of the five could not find where to set their working hours, because the step was labelled 'Availability rules', and three thought 'Share' would post to social media. The designer renamed the step 'Working hours' and moved link sharing into a final 'You're ready' screen. In a second round of five sessions two days later, every participant finished both tasks. The team went into planning with a flow they had already seen work, and after launch 78% of new sign-ups finished onboarding, up from 52% with the old flow.",
    ],
  },
};

export const uxWriting: TopicLesson = {
  whatItIs: [
    "UX writing is the text inside a product: button labels, headings, form hints, error messages, empty states, confirmations and notifications. It also covers voice, the product's consistent personality, and tone, how that voice adapts to the moment: a failed payment calls for a calmer tone than a welcome screen. Mailchimp's public content style guide is a well-known example of writing both down. Good interface text is specific and short, uses the customer's words rather than internal ones, and tells people what to do next.",
  ],
  whyItMatters: [
    "Users read words before anything else, and often read nothing else. A vague button ('Submit'), a blaming error ('Invalid input') or internal jargon ('workspace entity') causes mistakes and support tickets that no redesign fixes. Word changes are also among the cheapest improvements a team can make: usually no new feature and little code beyond a string. For PMs, the words are part of the specification; if nobody writes the error message, the engineer implementing the check will.",
  ],
  howToStart: [
    "Collect every string in one key flow, such as sign-up or checkout, into a spreadsheet with where each one appears.",
    "Rewrite each string so it names the action or the problem and the next step, using the words customers use in tickets and interviews.",
    "Write error messages in three parts: what happened, why if it helps, and how to fix it.",
    "Agree a short voice guide of three to five principles with do and don't examples, and review new strings against it.",
  ],
  example: {
    title: "An error message that cost orders",
    paragraphs: [
      "An online pharmacy saw 14% of checkouts fail at the address step, where the only feedback was 'Address invalid'. Session recordings showed the real problem: the form rejected flat and unit numbers typed into the street line.",
      "The PM and a content designer changed the field hint to 'Street and house number (add flat or unit below)' and the error to 'We couldn't match this address. If you live in a flat, put the flat number in the second line.' No validation code changed. Failures at that step fell to 5% within two weeks, and address-related support chats halved.",
    ],
  },
};
