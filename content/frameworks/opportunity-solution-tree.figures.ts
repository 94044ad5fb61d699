import { heardIn, heardMostAmongSiblings, interviewCount, targetWithNeighbours, type EvidenceNode } from "@/lib/frameworks/opportunity-tree";
import { mealKitOutcome, mealKitTree, treeTableRows } from "./ost-example";

// Why the team chose its target, stated from the tree's own interview counts.
const { target, parent, siblings } = targetWithNeighbours(mealKitTree);
if (!heardMostAmongSiblings(target, siblings)) throw new Error("the OST example's target is no longer the most-heard of its siblings");
const interviews = interviewCount(target.evidence)!.of;
const counted = (node: EvidenceNode) => `${heardIn(node)} of ${interviews}`;
const siblingCounts = siblings.map((sibling) => `${counted(sibling)} for "${sibling.text}"`).join(", ");
const parentBroader = heardIn(parent) > heardIn(target);
const whyTarget = parentBroader
  ? `The team targets "${target.text}". Its parent, "${parent.text}", came up in more interviews (${counted(parent)}) but is too broad to design for directly; among the sub-opportunities under it, the target was heard most often (${counted(target)}, against ${siblingCounts}) and is specific enough to act on.`
  : `The team targets "${target.text}", because it was heard most often (${counted(target)}, against ${siblingCounts}) and is specific enough to act on.`;

// The filter lifts the rate but stops short of the target, which is why the page says the team iterates.
if (!(mealKitOutcome.reachedPercent > mealKitOutcome.baselinePercent && mealKitOutcome.reachedPercent < mealKitOutcome.targetPercent)) {
  throw new Error("the OST example's experiment lifts the three-kit rate without reaching the target");
}

/**
 * Every computed figure content/frameworks/opportunity-solution-tree.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "whyTarget": whyTarget,
  "mealKitOutcome.baselinePercent": mealKitOutcome.baselinePercent,
  "mealKitOutcome.targetPercent": mealKitOutcome.targetPercent,
  "mealKitOutcome.reachedPercent": mealKitOutcome.reachedPercent,
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "The example Opportunity Solution Tree, level by level": { rows: treeTableRows(mealKitTree) },
};
