/**
 * Reading an opportunity solution tree's evidence: how many interviews each
 * node was heard in, and where the chosen target sits among its neighbours.
 * A page that says why the team picked its target builds the claim from these
 * counts, so "heard most often" can only be said of the node that was.
 */
export type EvidenceNode = { text: string; evidence: string; target?: boolean; children?: EvidenceNode[] };

/** "7 of 12 interviews" → { heard: 7, of: 12 }; anything else → null. */
export function interviewCount(evidence: string): { heard: number; of: number } | null {
  const match = /^(\d+) of (\d+) interviews$/.exec(evidence.trim());
  if (!match) return null;
  const heard = Number(match[1]);
  const of = Number(match[2]);
  return heard <= of ? { heard, of } : null;
}

/** The one node marked as the target, with its parent and its siblings (the parent's other children). */
export function targetWithNeighbours<T extends EvidenceNode>(root: T): { target: T; parent: T; siblings: T[] } {
  const found: { target: T; parent: T; siblings: T[] }[] = [];
  const visit = (node: T) => {
    const children = (node.children ?? []) as T[];
    for (const child of children) {
      if (child.target) found.push({ target: child, parent: node, siblings: children.filter((other) => other !== child) });
      visit(child);
    }
  };
  visit(root);
  if (found.length !== 1) throw new Error(`a tree needs exactly one target below its root, found ${found.length}`);
  return found[0]!;
}

/** How many interviews a node was heard in; throws when its evidence is not an interview count. */
export function heardIn(node: EvidenceNode): number {
  const count = interviewCount(node.evidence);
  if (!count) throw new Error(`"${node.text}" has no interview count: ${node.evidence}`);
  return count.heard;
}

/** True when no sibling was heard in more interviews than the target. */
export function heardMostAmongSiblings(target: EvidenceNode, siblings: readonly EvidenceNode[]): boolean {
  return siblings.every((sibling) => heardIn(sibling) <= heardIn(target));
}
