import { useMemo, useState, type Key } from 'react';

interface TreeRow {
  children?: readonly TreeRow[] | null;
}

/** The keys of every row that has children, at any depth. */
export function parentKeys<Row extends object>(rows: readonly Row[], keyOf: (row: Row) => string): string[] {
  const keys: string[] = [];
  const walk = (level: readonly Row[]) => {
    for (const row of level) {
      const children = (row as TreeRow).children as readonly Row[] | null | undefined;
      if (children?.length) {
        keys.push(keyOf(row));
        walk(children);
      }
    }
  };
  walk(rows);
  return keys;
}

/**
 * A tree table shown open (a factory's workshops and sections are few): every parent expanded as the rows arrive,
 * until the person opens or closes one; from then on their choice is kept across reloads.
 */
export function useExpandAll<Row extends object>(enabled: boolean, rows: readonly Row[], keyOf: (row: Row) => string) {
  const [chosen, setChosen] = useState<readonly Key[]>();
  const all = useMemo(() => (enabled ? parentKeys(rows, keyOf) : []), [enabled, rows, keyOf]);
  if (!enabled) return undefined;
  return { expandedRowKeys: chosen ?? all, onExpandedRowsChange: (keys: readonly Key[]) => setChosen(keys) };
}
