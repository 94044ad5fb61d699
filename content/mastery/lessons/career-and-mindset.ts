import type { TopicLesson } from "@/lib/content/schemas";

/*
 * Write-ups for the Career & Mindset topics. The people in the examples are
 * invented; the models and the authors they credit are real.
 */

export const burnoutAndImpostorSyndrome: TopicLesson = {
  whatItIs: [
    "Burnout is a state of exhaustion, cynicism and reduced effectiveness caused by work stress that has not been managed; the World Health Organization describes it as an occupational phenomenon rather than a medical condition. Impostor syndrome is the persistent feeling that you are less capable than others think and will be found out, despite evidence of your competence. Product managers are prone to both. The role is highly visible, carries responsibility without direct authority, spans more skills than anyone fully masters, and rarely has a clear end to the day.",
  ],
  whyItMatters: [
    "Burnout damages judgement before it damages output: exhausted PMs say yes to everything, avoid hard conversations and lose their sense of what matters most. Impostor feelings push people either to overwork to prove themselves, which speeds up burnout, or to stay quiet in rooms where their view is needed. Naming both early, and treating them as predictable hazards of the job rather than personal failings, is the first line of defence.",
  ],
  howToStart: [
    "Track where your hours go for two weeks and mark each block as high value, necessary or low value; cut or hand off the last group.",
    "Protect two or three blocks a week for deep work and one for customer contact, and treat them like meetings.",
    "Keep a file of evidence (feedback, results, decisions that went well) and read it when doubt is loud.",
    "Raise workload with your manager early and with specifics, and ask for help choosing priorities rather than trying to do everything.",
  ],
  example: {
    title: "A PM who owned too much",
    paragraphs: [
      "A PM at a logistics start-up was running three workstreams, answering sales questions late at night and attending 31 meetings a week. She slept badly and had started to dread Monday planning. Two weeks of time tracking showed that 11 of those meetings needed someone from product but not necessarily her, and that most of the sales questions repeated the same eight topics.",
      "She wrote an FAQ for the sales team, handed two recurring meetings to her designer and tech lead, and asked her manager to pause the smallest workstream for a quarter. Her meetings fell to 18 a week and she regained two mornings a week for discovery. At her next review, her manager's comment was that her roadmap decisions had become clearer, not that she had done less.",
    ],
  },
};

export const influencingWithoutAuthority: TopicLesson = {
  whatItIs: [
    "Influencing without authority means getting people to act on an idea when you do not manage them, which describes most of a PM's working day. Influence rests on three things: credibility (people believe you understand the customer, the data and the trade-offs), relationships (they trust you to treat their interests fairly) and a clear case framed in terms of what they care about. Robert Cialdini's research names recurring principles of persuasion, such as reciprocity, consistency and social proof, and Jules Walter's guide for PMs starts from learning how each stakeholder decides, what they fear and whom they listen to.",
  ],
  whyItMatters: [
    "Engineers, designers, sales, executives and partner teams all have their own goals and managers. A PM who leans on the roadmap or a job title gets compliance at best. A PM who has earned trust gets honest pushback early, help when a plan goes wrong, and decisions that hold. Trust has to be built before you need it, which is why a new PM's first weeks matter so much: learning before acting, then delivering a small win, earns more credibility than a bold plan in week two.",
  ],
  howToStart: [
    "Hold one-on-ones with each engineer, designer and key stakeholder, asking what is working, what is not and what they need from product.",
    "Learn the customers and the data yourself before proposing changes: join support and sales calls and read the dashboards.",
    "Write down what each stakeholder is measured on, and frame your proposals in those terms.",
    "Deliver a small, visible win that solves a problem others told you about, and credit the people who helped.",
  ],
  example: {
    title: "A new PM's first month",
    paragraphs: [
      "Marco joined an established team as its PM after his predecessor left abruptly, and the engineers were wary of another reshuffle of the roadmap. For his first three weeks he proposed nothing new. He held 14 one-on-ones, joined six customer calls, read two months of support tickets and rebuilt the team's main dashboard until he understood every number on it.",
      "One problem came up from engineers, support and customers alike: a flaky CSV import generated about 90 tickets a week and pulled an engineer off planned work most days. In week four he asked the team to spend one sprint fixing it, using the support lead's ticket data as the case. Tickets fell to 15 a week. When Marco later proposed a bigger change to the roadmap, the tech lead and the support lead argued for it alongside him.",
    ],
  },
};

export const mentorshipAndGrowth: TopicLesson = {
  whatItIs: [
    "Mentorship and growth is how a PM turns experience into skill. Product management rarely has a formal training path, so most PMs learn from the work itself, from feedback and from people a few steps ahead. A career ladder makes expectations explicit: what an associate PM, a PM, a senior PM and a group PM are each expected to own, usually across areas such as execution, customer insight, strategy and influence. A mentor helps you see your gaps and options; a sponsor, usually more senior, uses their influence to put you forward for opportunities.",
  ],
  whyItMatters: [
    "Without a clear picture of the next level, growth stays a vague wish and promotion conversations turn into debates about effort. With one, you can pick the skill that matters most, find work that stretches it and show evidence. Mentors shorten the path: half an hour with someone who has already handled a launch, a reorganisation or a difficult executive can save months of trial and error. Teaching others is also one of the fastest ways to learn, which is why senior PMs are usually expected to mentor.",
  ],
  howToStart: [
    "Find your company's career ladder, or a published one such as those collected by Lenny Rachitsky, and rate yourself on each area with your manager.",
    "Choose one or two areas to grow in the next six months, and agree on a project that will stretch them.",
    "Ask two people a level or two ahead to meet monthly for six months, and bring a specific question each time.",
    "Keep a record of decisions, outcomes and feedback, so your next review rests on evidence.",
  ],
  example: {
    title: "From PM to senior PM",
    paragraphs: [
      "Aisha, a PM for two years, kept hearing that she was 'not quite senior yet' but never why. She and her manager rated her against the company's ladder: strong on execution and customer insight, weaker on strategy and on influencing leaders outside her team. They agreed on a stretch project: writing the six-month strategy for her product area, which served about 40,000 small-business customers, and presenting it to the leadership group.",
      "A senior PM from another team agreed to mentor her monthly. After reading her first draft he pointed out that it was a feature list, so she rewrote it around three customer problems and the bets behind them. The strategy was adopted with small changes, and at her next review, six months later, she was promoted with that document as the main evidence.",
    ],
  },
};

export const pmArchetypes: TopicLesson = {
  whatItIs: [
    "PM archetypes describe how product roles differ and which strengths each one rewards. Sachin Rekhi's widely cited version has three types. Builders are the classic PM: they drive the roadmap of an existing product by understanding users deeply and prioritising hard. Tuners are analytical PMs who optimise existing experiences, such as sign-up or monetisation flows, through metrics and A/B tests. Innovators take new products from zero to one by identifying the riskiest assumptions and testing them first. Rekhi later added a fourth type, enablers, who build platforms and tools for other teams. Other common ways to slice the role include growth, platform, consumer and B2B or enterprise PM.",
  ],
  whyItMatters: [
    "Job titles rarely say which archetype a role needs, yet a mismatch is one of the most common reasons capable PMs struggle in a new job. A natural innovator asked to shave points off a checkout flow can feel lost, and a strong tuner can flounder in a zero-to-one project with no data. Knowing your archetype helps you choose roles where you will thrive, describe your strengths in interviews and decide deliberately which skills to build next.",
  ],
  howToStart: [
    "List the three pieces of work you were proudest of and the three that drained you, and note which archetype each belonged to.",
    "Read two or three archetype models and place yourself on each; ask a colleague who knows your work to do the same.",
    "In interviews, ask the hiring manager what the first year's main work will be: a new product, an existing roadmap, optimisation or a platform.",
    "Pick one neighbouring archetype to grow into, and look for a project that needs it.",
  ],
  example: {
    title: "Choosing between two offers",
    paragraphs: [
      "Daniel, a PM with four years of experience, had two offers. One was a growth PM role at a large marketplace, running 40 or more experiments a quarter on the sign-up and first-booking funnels. The other was the first PM on a new product at a 30-person start-up with no users yet. The growth role paid more.",
      "Looking back, his best work had been a zero-to-one launch where he tested assumptions with prototypes, while a year of optimising a checkout had bored him. He asked both hiring managers what a great first year would look like: the marketplace described a tuner's job, the start-up an innovator's. He took the start-up role, and asked a former colleague, a strong tuner, to review his experiment designs once the product had enough users to test.",
    ],
  },
};
