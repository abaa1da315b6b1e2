import type { Lookups } from '@/shared/lib/lookups';
import { columnDisplay, type ColumnConfig } from '@/shared/ui/data-table';
import type { DetailItem } from '@/shared/ui/detail-list';

// A declared screen's 详情 items, loaded with its drawer (docs/screen-kit.md → Columns, conditions, labels and details).

type Loose = Record<string, unknown>;
type DetailItems = (record: object, renderDict: Lookups['renderDict']) => readonly DetailItem[];
export type NamedItems = (record: object, renderDict: Lookups['renderDict']) => readonly (DetailItem | string)[];
export type FormLabels = Readonly<Record<string, { label?: string }>> | undefined;

/** The audit stamp the detail drawer shows on its own. */
const STAMP = new Set(['createTime', 'createAccount', 'updateTime', 'updateAccount']);

/** A detail's items as the list's columns show them; a long text (an ellipsis column) takes the whole line. */
export function columnItems(columns: readonly ColumnConfig<Loose>[], span: number): DetailItems {
  return (record, renderDict) =>
    columns
      .filter((column) => !STAMP.has(column.dataIndex))
      .map((column, index) => ({
        label: column.title,
        value: columnDisplay(column, { renderDict })((record as Loose)[column.dataIndex], record as Loose, index),
        ...(column.ellipsis ? { span } : {}),
      }));
}

/** Declared items, a field's name standing for the item as its column shows it, or its value under the form's label. */
export function namedItems(items: NamedItems, columns: readonly ColumnConfig<Loose>[], form: FormLabels, noun: string) {
  return (record: object, renderDict: Lookups['renderDict']): readonly DetailItem[] =>
    items(record, renderDict).map((item, index) => {
      if (typeof item !== 'string') return item;
      const value = (record as Loose)[item];
      const column = columns.find((c) => c.dataIndex === item);
      if (column)
        return { label: column.title, value: columnDisplay(column, { renderDict })(value, record as Loose, index) };
      const label = form?.[item]?.label;
      if (label === undefined) throw new Error(`${noun}: detail item '${item}' has no column and no form label`);
      return { label, value: value as DetailItem['value'] };
    });
}
