/**
 * The Opportunity Solution Tree page's worked example, as a tree. The page's
 * level-by-level table and the drawn tree (components/diagrams) are both built
 * from this one structure, so they always show the same example.
 */
export type TreeLevel = "Outcome" | "Opportunity" | "Sub-opportunity" | "Solution" | "Experiment";

export type TreeNode = {
  level: TreeLevel;
  text: string;
  /** What backs the node: interview counts, data, or an experiment's result. */
  evidence: string;
  /** The opportunity the team chose to work on. */
  target?: boolean;
  children?: TreeNode[];
};

/** The outcome's three-kit rate in percent of new customers: today, the target, and what the winning experiment reached once shipped. */
export const mealKitOutcome = { baselinePercent: 34, targetPercent: 45, reachedPercent: 39 } as const;

export const mealKitTree: TreeNode = {
  level: "Outcome",
  text: `New customers cook 3 or more kits in 2 weeks (${mealKitOutcome.baselinePercent}% today, target ${mealKitOutcome.targetPercent}%)`,
  evidence: "Order data",
  children: [
    {
      level: "Opportunity",
      text: "I do not have time to cook on weeknights",
      evidence: "9 of 12 interviews",
      children: [
        {
          level: "Sub-opportunity",
          text: "Recipes take longer than the box says",
          evidence: "7 of 12 interviews",
          target: true,
          children: [
            { level: "Solution", text: "Show real cook times measured from customers", evidence: "For: recipes take longer" },
            {
              level: "Solution",
              text: "A 20-minute recipe filter when choosing the box",
              evidence: "For: recipes take longer",
              children: [{ level: "Experiment", text: "Fake-door filter shown to 2,000 new customers", evidence: "31% tapped it" }],
            },
            {
              level: "Solution",
              text: "A weekend prep-ahead guide",
              evidence: "For: recipes take longer",
              children: [{ level: "Experiment", text: "Prototype prep guide tested with 5 customers", evidence: "2 of 5 would use it" }],
            },
          ],
        },
        { level: "Sub-opportunity", text: "I get home too late to start cooking", evidence: "5 of 12 interviews" },
      ],
    },
    { level: "Opportunity", text: "I am not confident I will cook it right", evidence: "6 of 12 interviews" },
    { level: "Opportunity", text: "Ingredients go off before I get to them", evidence: "4 of 12 interviews" },
  ],
};

/** Every node, depth first (parents before their children). */
export function treeNodes(node: TreeNode): TreeNode[] {
  return [node, ...(node.children ?? []).flatMap(treeNodes)];
}

/** Table order: the outcome, then the opportunity space (sub-opportunities under their parent), then solutions, then experiments. */
const tableGroup: Record<TreeLevel, number> = { Outcome: 0, Opportunity: 1, "Sub-opportunity": 1, Solution: 2, Experiment: 3 };

/** The tree as the page's table rows: level, node, evidence. */
export function treeTableRows(node: TreeNode): string[][] {
  return treeNodes(node)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => tableGroup[a.entry.level] - tableGroup[b.entry.level] || a.index - b.index)
    .map(({ entry }) => [entry.level, entry.text, entry.evidence]);
}
