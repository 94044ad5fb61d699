/**
 * Positions for drawing a tree, without overlaps. Two layouts:
 * - horizontal: one column per depth, each subtree given a vertical slot
 *   tall enough for the node and for all its descendants, the node centred on
 *   its slot (a tidy tree read left to right);
 * - outline: one row per node in reading order, indented by depth (how a file
 *   tree is drawn), for narrow screens.
 * Box heights come from the caller, which knows how the labels wrap.
 */
export type TreeShape<T> = { children?: readonly T[] };

export type Placed<T> = { node: T; depth: number; x: number; y: number; width: number; height: number; parent?: Placed<T> };

type HorizontalOptions<T> = {
  top: number;
  gapY: number;
  columnX: (depth: number) => number;
  width: number;
  height: (node: T, depth: number) => number;
};

export function layoutHorizontal<T extends TreeShape<T>>(root: T, options: HorizontalOptions<T>): Placed<T>[] {
  const slot = new Map<T, number>();
  const measure = (node: T, depth: number): number => {
    const children = node.children ?? [];
    const childTotal = children.reduce((sum, child) => sum + measure(child, depth + 1), 0) + options.gapY * Math.max(0, children.length - 1);
    const size = Math.max(options.height(node, depth), childTotal);
    slot.set(node, size);
    return size;
  };
  measure(root, 0);

  const placed: Placed<T>[] = [];
  const place = (node: T, depth: number, top: number, parent?: Placed<T>) => {
    const size = slot.get(node)!;
    const height = options.height(node, depth);
    const entry: Placed<T> = { node, depth, x: options.columnX(depth), y: top + (size - height) / 2, width: options.width, height, parent };
    placed.push(entry);
    const children = node.children ?? [];
    const childTotal = children.reduce((sum, child) => sum + slot.get(child)!, 0) + options.gapY * Math.max(0, children.length - 1);
    let cursor = top + (size - childTotal) / 2;
    for (const child of children) {
      place(child, depth + 1, cursor, entry);
      cursor += slot.get(child)! + options.gapY;
    }
  };
  place(root, 0, options.top);
  return placed;
}

type OutlineOptions<T> = {
  top: number;
  gapY: number;
  x: (depth: number) => number;
  width: (depth: number) => number;
  height: (node: T, depth: number) => number;
};

export function layoutOutline<T extends TreeShape<T>>(root: T, options: OutlineOptions<T>): Placed<T>[] {
  const placed: Placed<T>[] = [];
  let cursor = options.top;
  const visit = (node: T, depth: number, parent?: Placed<T>) => {
    const height = options.height(node, depth);
    const entry: Placed<T> = { node, depth, x: options.x(depth), y: cursor, width: options.width(depth), height, parent };
    placed.push(entry);
    cursor += height + options.gapY;
    for (const child of node.children ?? []) visit(child, depth + 1, entry);
  };
  visit(root, 0);
  return placed;
}

/** The bottom edge of the lowest box. */
export function layoutBottom(placed: readonly Placed<unknown>[]): number {
  return Math.max(...placed.map((entry) => entry.y + entry.height));
}
