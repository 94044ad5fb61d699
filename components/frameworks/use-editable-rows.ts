"use client";

import { useRef, useState } from "react";

type Keyed<T> = T & { key: number };

/**
 * The rows of a calculator: edit one field, add a blank row (while
 * `canAdd` allows one more), remove a row, or swap in a whole table (from a
 * shared link or an imported CSV). Each row keeps a stable key so React
 * keeps focus in the field being typed.
 */
export function useEditableRows<T extends Record<string, string>>(initialItems: T[], emptyItem: T, canAdd: (rows: readonly T[]) => boolean) {
  const [rows, setRows] = useState<Keyed<T>[]>(() => initialItems.map((item, index) => ({ ...item, key: index })));
  const nextKey = useRef(initialItems.length);

  const update = (key: number, field: keyof T, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  /** The new row's key, or null when the table is full. */
  const add = (): number | null => {
    // Checked against the rows this render saw and again in the update: two quick clicks can both land before the button re-renders as disabled.
    if (!canAdd(rows)) return null;
    const key = nextKey.current++;
    setRows((current) => (canAdd(current) ? [...current, { ...emptyItem, key }] : current));
    return key;
  };
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  // Fresh keys: the new table's rows are new inputs, not edits of the old ones.
  const replace = (items: T[]) => setRows(items.map((item) => ({ ...item, key: nextKey.current++ })));

  return { rows, update, add, remove, replace };
}
