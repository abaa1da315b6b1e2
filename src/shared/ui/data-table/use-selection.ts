import { useCallback, useRef, useState } from 'react';

/**
 * Selected rows by key (§4.1). Kept across pages by default (the rows of other pages are remembered so export and
 * batch actions see them); `keepAcrossPages: false` clears on a page change. Refresh clears either way.
 */
export function useSelection<Row>(keepAcrossPages: boolean, onChange?: (keys: string[], rows: Row[]) => void) {
  const [keys, setKeys] = useState<string[]>([]);
  const rows = useRef(new Map<string, Row>());

  const select = useCallback(
    (nextKeys: string[], pageRows: Row[], keyOf: (row: Row) => string) => {
      for (const row of pageRows) rows.current.set(keyOf(row), row);
      for (const key of [...rows.current.keys()]) if (!nextKeys.includes(key)) rows.current.delete(key);
      setKeys(nextKeys);
      onChange?.(nextKeys, nextKeys.flatMap((k) => rows.current.get(k) ?? []));
    },
    [onChange],
  );
  const clear = useCallback(() => {
    rows.current.clear();
    setKeys([]);
    onChange?.([], []);
  }, [onChange]);
  const pageChanged = useCallback(() => {
    if (!keepAcrossPages) clear();
  }, [keepAcrossPages, clear]);
  return { keys, select, clear, pageChanged };
}
