import type { FrameworkPage } from "@/lib/content/schemas";

/** Kano Model explainer (static layout). Original writing. */
export const kanoModel: FrameworkPage = {
  slug: "kano-model",
  title: "Kano Model",
  summary:
    "Noriaki Kano's way of sorting features by how they affect satisfaction: Basic Needs, Performance Needs, Delighters, Indifferent and Reverse, measured with a paired survey.",
  layout: "static",
  diagram: "kano-model",
  sections: [
    {
      id: "what-it-is",
      title: "What the Kano Model is",
      blocks: [
        {
          kind: "p",
          text: "The Kano Model explains why some features earn no thanks while others win customers over, and why adding more of a feature does not always make people happier. It comes from Professor Noriaki Kano and colleagues, who published it in Japan in 1984 as a theory of attractive quality and must-be quality. Its key insight is that satisfaction is not one straight line: the relationship between how well a feature is delivered and how satisfied people feel depends on the kind of feature it is.",
        },
        {
          kind: "p",
          text: "For product managers the model does two jobs. It gives a shared vocabulary for debates such as is this table stakes or a differentiator, and it comes with a simple survey method that lets customers, not the loudest stakeholder, settle the question.",
        },
      ],
    },
    {
      id: "five-categories",
      title: "The five categories",
      blocks: [
        {
          kind: "cards",
          items: [
            { title: "Basic Needs", text: "Expected so strongly that customers rarely mention them. Missing or broken, they cause real anger; done perfectly, they earn nothing more than neutral. Example: a banking app that shows the correct balance." },
            { title: "Performance Needs", text: "The more, the better, in a roughly straight line. Customers ask for them by name and compare competitors on them. Examples: speed, storage, battery life, price." },
            { title: "Delighters", text: "Unexpected features that create strong satisfaction when present but cause no disappointment when absent, because nobody expected them. Example: an app that fills in a form from a photo of a receipt." },
            { title: "Indifferent", text: "Features customers do not care about either way. They cost effort to build and maintain and change nothing about satisfaction." },
            { title: "Reverse", text: "Features that some customers actively dislike, so adding them lowers satisfaction. Examples: forced social sharing, or extra configuration for users who want simplicity." },
          ],
        },
        {
          kind: "callout",
          title: "Categories move over time",
          text: "Today's Delighter becomes tomorrow's Performance Need and, later, a Basic Need. Mobile boarding passes once delighted travellers; now an airline without them feels broken. Re-run the survey every year or two.",
        },
      ],
    },
    {
      id: "how-it-is-used",
      title: "How it is used: the question pair and the evaluation table",
      blocks: [
        {
          kind: "p",
          text: "For each feature you ask customers two questions. The functional question asks how they would feel if the product had the feature, for example: If the app imports your bank transactions automatically, how do you feel? The dysfunctional question asks the opposite: If the app does not import your bank transactions automatically, how do you feel? Both use the same five answers: I like it; I expect it; I am neutral; I can tolerate it; I dislike it.",
        },
        {
          kind: "p",
          text: "Each respondent's pair of answers is then looked up in the evaluation table below: the functional answer picks the row, the dysfunctional answer picks the column. The cell gives that person's category for that feature. Q marks a questionable answer, such as liking both having and not having the feature, usually a sign the question was misunderstood.",
        },
        {
          kind: "table",
          caption: "Kano evaluation table (B = Basic Needs, P = Performance Needs, D = Delighters, I = Indifferent, R = Reverse, Q = Questionable)",
          headers: ["Functional answer (row) / dysfunctional answer (column)", "Like", "Expect", "Neutral", "Tolerate", "Dislike"],
          rows: [
            ["Like", "Q", "D", "D", "D", "P"],
            ["Expect", "R", "I", "I", "I", "B"],
            ["Neutral", "R", "I", "I", "I", "B"],
            ["Tolerate", "R", "I", "I", "I", "B"],
            ["Dislike", "R", "R", "R", "R", "Q"],
          ],
        },
        {
          kind: "p",
          text: "Count the categories across all respondents. The most frequent category is the feature's category. To compare features on one chart, compute two coefficients from the counts: Better = (D + P) / (D + P + B + I) shows how much having the feature raises satisfaction, and Worse = -(P + B) / (D + P + B + I) shows how much missing it hurts.",
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use it, and when not to",
      blocks: [
        {
          kind: "ul",
          items: [
            "Use it when you have a list of candidate features for a release or a new product and need to know which are table stakes, which compete, and which could differentiate.",
            "Use it to push back on a roadmap full of Performance Needs with no Delighters, or on a shiny Delighter when Basic Needs are still broken.",
            "Skip it for features customers cannot imagine or judge from a one-line description, such as deep technical changes; test those with prototypes instead.",
            "Skip it when you have fewer than about 20 respondents per segment; the counts will be too noisy to classify anything.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to run a Kano study step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Choose 5 to 15 features, each described in one line from the user's point of view: the benefit, not the implementation.",
            "Pick one customer segment per survey; different segments often classify the same feature differently.",
            "Write the functional and dysfunctional question for each feature, and add a third question asking how important the feature is on a 1 to 9 scale, which helps break ties.",
            "Send the survey to at least 30 to 50 people in the segment, and show a picture or short clip of any feature that is hard to imagine.",
            "Classify every answer pair with the evaluation table, count the categories per feature and compute Better and Worse.",
            "Plan the release: fix all Basic Needs first, invest in the Performance Needs where you compete, add one or two Delighters, and cut Indifferent and Reverse features.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: a budgeting app",
      blocks: [
        {
          kind: "p",
          text: "A budgeting app surveys 80 current users about three candidate features. The counts below come from classifying each person's answer pair with the evaluation table.",
        },
        {
          kind: "table",
          caption: "Kano survey results for three features (80 respondents)",
          headers: ["Feature", "D", "P", "B", "I", "R", "Q", "Category", "Better", "Worse"],
          rows: [
            ["Receipt photo scanning", "38", "18", "6", "14", "2", "2", "Delighters", "0.74", "-0.32"],
            ["Two-factor login", "4", "15", "41", "16", "1", "3", "Basic Needs", "0.25", "-0.74"],
            ["Custom colour themes", "20", "6", "4", "40", "6", "4", "Indifferent", "0.37", "-0.14"],
          ],
        },
        {
          kind: "p",
          text: "For receipt scanning, Better = (38 + 18) / (38 + 18 + 6 + 14) = 56 / 76 = 0.74 and Worse = -(18 + 6) / 76 = -0.32: customers would love it and barely miss it, a classic Delighter. Two-factor login has Worse = -(15 + 41) / 76 = -0.74: nobody will thank you for it, but its absence hurts, so it ships first. Custom themes are mostly Indifferent, with 6 users actively against extra options; the team drops it from this release.",
        },
      ],
    },
    {
      id: "pitfalls",
      title: "Common pitfalls",
      blocks: [
        {
          kind: "ul",
          items: [
            "Classifying features in a workshop without asking customers. The model's value comes from the survey, not from the team's opinions.",
            "Describing features in technical terms that respondents cannot picture, which produces Indifferent and Questionable answers.",
            "Mixing segments: power users and beginners averaged together can make a Delighter for one look Indifferent overall.",
            "Treating categories as permanent. Delighters decay into Basic Needs as competitors copy them.",
            "Ignoring Reverse answers. Even a minority that dislikes a feature is a signal to make it optional.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/rice-scoring", label: "RICE Scoring" },
    { href: "/frameworks/opportunity-scoring", label: "Opportunity Scoring" },
    { href: "/product-mastery/product-thinking", label: "Product Mastery: Product Thinking" },
    { href: "/product-mastery/design-and-ux", label: "Product Mastery: Design and UX" },
    { href: "/frameworks/moscow", label: "MoSCoW Prioritization" },
  ],
  sources: [
    {
      // No page for the 1984 paper was found in the stored corpus, so it is cited as text.
      role: "primary",
      title: "Attractive Quality and Must-Be Quality (Miryokuteki hinshitsu to atarimae hinshitsu)",
      author: "Noriaki Kano, N. Seraku, F. Takahashi and S. Tsuji",
      year: 1984,
      publisher: "Hinshitsu (Journal of the Japanese Society for Quality Control), vol. 14, no. 2",
      format: "paper",
      note: "The original paper, in Japanese: the functional and dysfunctional question pair, the evaluation table and the categories of quality this page describes.",
    },
    {
      // Confirmed: search (pages) returned this exact URL.
      role: "further",
      title: "The Complete Guide to the Kano Model",
      author: "Daniel Zacarias",
      publisher: "Folding Burritos",
      format: "article",
      url: "https://foldingburritos.com/blog/kano-model",
      note: "The most thorough free guide in English: the categories, how to write and run the survey, and how to analyse the answers, with a spreadsheet that does the counting.",
    },
    {
      // Confirmed: search (pages) returned this exact URL.
      role: "further",
      title: "Build a Winning UX Strategy from the Kano Model",
      author: "Jared Spool",
      year: 2013,
      publisher: "The SpoolCast (UIE)",
      format: "talk",
      url: "https://uie.fm/shows/spoolcast/jared-spool-build-a-winning-ux-strategy-from-the-kano-model",
      note: "A podcast and transcript on why delight decays into expectation over time and how to use the model to decide where design investment pays off.",
    },
  ],
};
