import type { DocumentTemplate } from "@/lib/templates/schema";

export const customerInterviewGuide: DocumentTemplate = {
  slug: "customer-interview-guide",
  name: "Customer interview guide",
  updated: "2026-11-23",
  group: "discover",
  kind: "document",
  formats: ["md"],
  whenToUse: "You are about to talk to customers and want stories about past behaviour, not opinions about your ideas.",
  summary:
    "A customer interview guide built on story questions: a research goal, a recruiting screen, an opening script, questions about the last time something happened, probes and a notes sheet.",
  teaching: {
    purpose: [
      "An interview guide keeps a conversation with a customer focused on what they have actually done, which is the most reliable thing people can tell you. Ask people whether they would use a feature and most will say yes to be polite; ask them to walk you through the last time they ordered stock for their kitchen, and you learn what they really do, what annoyed them and what they tried instead.",
      "The guide is a plan, not a script to read aloud. It sets the learning goal, who you will talk to, how you open, the few story prompts that matter and the probes that dig deeper. It ends with a notes sheet, because interviews you do not write up within the hour fade into a general impression that mostly confirms what you already believed.",
    ],
    whenToUse: [
      "Continuous discovery: a weekly interview with a customer to keep the opportunity map current.",
      "Before committing to a problem area, to hear how people handle it today.",
      "After churn or a failed launch, to understand what happened from the customer's side.",
    ],
    whenNotToUse: [
      "To validate a finished design; run a usability test with tasks instead.",
      "To measure how common something is. Eight interviews tell you what exists and why, not how many people it affects; use a survey or analytics for that.",
      "As a sales call. If someone from sales runs the conversation towards a deal, customers tell you what helps the deal.",
    ],
    howToFill: [
      { part: "Research goal", advice: "Write the decision the interviews will inform and what you need to learn for it. \"Learn about our users\" gives you nothing to listen for." },
      { part: "Who to talk to", advice: "Define the screen: the behaviour that qualifies someone (ordered stock at least weekly in the last month), not only demographics. Aim for five to eight people per segment before you look for patterns." },
      { part: "Opening", advice: "Explain why you are talking, that there are no wrong answers, that you did not build what you will ask about, and ask permission to record. Two minutes, then move on." },
      { part: "Story questions", advice: "Ask about a specific past event: \"Tell me about the last time…\". Keep the person in that story; when they drift into generalities (\"usually I…\"), bring them back to what happened that time." },
      { part: "Probes", advice: "Use short follow-ups that dig without leading: what happened next, why that mattered, what they tried before. Avoid questions that contain the answer you hope for." },
      { part: "Wrap-up", advice: "Ask what you should have asked, and whether you may contact them again. The last answer often contains the best insight." },
      { part: "Notes sheet", advice: "Within an hour, write a snapshot: quotes, the story's key moments, the opportunities you heard and anything surprising. Share it with the team the same day." },
    ],
  },
  sections: [
    { heading: "Research goal", guidance: "The decision these interviews inform, and what you need to learn for it.", example: { paragraphs: ["Decide whether Stockroom's next quarter should focus on supplier ordering or on waste tracking. We need to learn how head chefs place orders today, what goes wrong and what it costs them."] } },
    {
      heading: "Who to talk to",
      guidance: "The screening criteria and how many people per segment.",
      checklist: ["Behaviour that qualifies someone", "Behaviour that disqualifies someone", "Number of people per segment"],
      example: { checklist: [{ item: "Head chef or kitchen manager who placed supplier orders at least weekly in the last month", done: true }, { item: "Excluded: chains with central purchasing departments", done: true }, { item: "Six independent restaurants and six small groups of two to five sites", done: true }] },
    },
    { heading: "Opening", guidance: "Two minutes: why you are here, no wrong answers, you are not testing them, permission to record.", example: { paragraphs: ["\"Thanks for making time. We're trying to understand how kitchens order from suppliers, so we can make Stockroom more useful. There are no right answers, and I didn't design anything we'll talk about, so you won't hurt my feelings. Is it all right if I record this for my notes?\""] } },
    {
      heading: "Story questions",
      guidance: "Questions about specific past events, starting with the most recent one.",
      prompts: ["Tell me about the last time you… (the behaviour you screened for).", "What happened just before that?", "What was the hardest part?", "What did you do about it?"],
      example: { bullets: ["Tell me about the last order you placed with a supplier. When was it, and where were you?", "Walk me through how you worked out what to order that day.", "Tell me about the last time an order arrived wrong or short. What did you do?", "How did you decide which supplier to use for fish last month?"] },
    },
    {
      heading: "Probes",
      guidance: "Short follow-ups that dig deeper without suggesting an answer.",
      prompts: ["What happened next?", "Why did that matter?", "What did you try before that?", "Can you show me?"],
      example: { bullets: ["\"You said you counted the walk-in by hand. How long did that take on Saturday?\"", "\"What did the short delivery cost you that night?\"", "\"You mentioned a spreadsheet. Could you show me the last one you used?\""] },
    },
    { heading: "Wrap-up", guidance: "What you should have asked, and permission to follow up.", example: { bullets: ["\"Is there anything about ordering that I should have asked and didn't?\"", "\"May we contact you again when we have something to show?\""] } },
    {
      heading: "Notes sheet",
      guidance: "Fill within an hour of the interview and share the same day.",
      table: { headers: ["Field", "Notes"], rows: [["Who and when", ""], ["Key story", ""], ["Quotes", ""], ["Opportunities heard", ""], ["Surprises", ""]] },
      example: {
        tableRows: [
          ["Who and when", "Head chef, two-site bistro group, 12 June, 35 minutes"],
          ["Key story", "Saturday order placed by text at 11 pm after a hand count; fish arrived 3 kg short and two dishes came off the menu"],
          ["Quotes", "\"I count the walk-in with a torch and a clipboard.\" \"I don't find out it's short until the van has gone.\""],
          ["Opportunities heard", "Know what to order without a full count; catch short deliveries while the driver is still there"],
          ["Surprises", "Waste tracking never came up until we asked; ordering pain came up in the first minute"],
        ],
      },
    },
  ],
  example: {
    product: "Stockroom, inventory and ordering software for restaurant kitchens",
    context: "A guide for twelve interviews with head chefs, to choose the next quarter's focus.",
  },
  mistakes: [
    "Asking about the future (\"would you use…?\") instead of the past, which produces polite yeses.",
    "Pitching the idea halfway through, after which every answer is about your solution.",
    "Leading questions such as \"wouldn't it be easier if…\", which put your words in the customer's mouth.",
    "Interviewing only friendly power users, who are the least representative people you have.",
    "Not writing notes straight away, so the interview survives only as a vague impression.",
  ],
  relatedFrameworks: ["jobs-to-be-done", "opportunity-solution-tree", "double-diamond"],
  relatedGlossaryTerms: ["product-discovery", "jobs-to-be-done", "persona", "customer-journey"],
  relatedMastery: ["design-and-ux#user-research", "product-thinking#customer-obsession"],
};
