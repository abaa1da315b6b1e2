import { message } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { readStored, writeStored } from '@/shared/lib/storage';
import { declaredSettings, mergeColumnSettings, type ColumnSetting } from '@/shared/lib/table-query';
import { TABLE_TEXTS } from './texts';
import type { ColumnConfig } from './types';

const NONE: ReadonlySet<string> = new Set();
const storageKey = (tableId: string) => `TABLE_COLUMNS:${tableId}`;

/**
 * The user's column order and visibility for one table, kept in local storage and restored on reload. Until the user
 * changes them, `narrowHidden` (the less important columns a narrow table has no room for) start hidden too.
 */
export function useColumnLayout<Row>(
  tableId: string,
  columns: readonly ColumnConfig<Row>[],
  narrowHidden: ReadonlySet<string> = NONE,
) {
  const declared = useMemo(
    () =>
      columns.map((c) => ({
        key: c.dataIndex,
        hide: c.hide === true || narrowHidden.has(c.dataIndex),
        hideAble: c.hideAble,
      })),
    [columns, narrowHidden],
  );
  const [stored, setStored] = useState<unknown>(() => readStored(storageKey(tableId)));
  const layout = useMemo(() => mergeColumnSettings(declared, stored), [declared, stored]);

  const change = useCallback(
    (next: ColumnSetting[] | null) => {
      if (next) writeStored(storageKey(tableId), next);
      else globalThis.localStorage?.removeItem(storageKey(tableId));
      setStored(next ?? undefined);
      void message.success(TABLE_TEXTS.columnsAdjusted);
    },
    [tableId],
  );
  return { layout, change, reset: () => change(null), declared: declaredSettings(declared) };
}
