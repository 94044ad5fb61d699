import type { DocumentTemplateStructure } from "@/lib/templates/schema";

export const customerInterviewGuide: DocumentTemplateStructure = {
  slug: "customer-interview-guide",
  name: "Customer interview guide",
  updated: "2026-11-23",
  group: "discover",
  kind: "document",
  formats: ["md"],
  sections: [
    { heading: "Research goal", guidance: "The decision these interviews inform, and what you need to learn for it.", example: { paragraphs: ["Decide whether Stockroom's next quarter should focus on supplier ordering or on waste tracking. We need to learn how head chefs place orders today, what goes wrong and what it costs them."] } },
    {
      heading: "Who to talk to",
      guidance: "The screening criteria and how many people per segment.",
      checklist: ["Behaviour that qualifies someone", "Behaviour that disqualifies someone", "Number of people per segment"],
      example: { checklist: [{ item: "Head chef or kitchen manager who placed supplier orders at least weekly in the last month", done: true }, { item: "Not part of a chain that buys through a central purchasing department", done: true }, { item: "Six independent restaurants and six small groups of two to five sites", done: true }] },
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
  relatedFrameworks: ["jobs-to-be-done", "opportunity-solution-tree", "double-diamond"],
  relatedGlossaryTerms: ["product-discovery", "jobs-to-be-done", "persona", "customer-journey"],
  relatedMastery: ["design-and-ux#user-research", "product-thinking#customer-obsession"],
};
