import type { TableProps } from 'antd';
import type { Lookups } from '@/shared/lib/lookups';
import type { ActiveCondition, TableAction } from '@/shared/lib/table-query';
import type { ColumnConfig } from './types';

type OnChange<Row> = NonNullable<TableProps<Row>['onChange']>;
type Filters<Row> = Parameters<OnChange<Row>>[1];
type Sorter<Row> = Parameters<OnChange<Row>>[2];

const sameValues = (condition: ActiveCondition | undefined, values: readonly (string | number)[]) =>
  Array.isArray(condition?.value) &&
  condition.value.length === values.length &&
  condition.value.every((v, i) => String(v) === String(values[i]));

/** A header sort: the column's field with antd's order, which the contract takes as it is (product.md §7.10). */
export function sortAction<Row>(sorter: Sorter<Row>): TableAction {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = typeof one?.columnKey === 'string' ? one.columnKey : undefined;
  return { type: 'sort', sort: field && one?.order ? { field, order: one.order } : undefined };
}

/**
 * Header filters (product.md §3 column `filter`) as conditions: chosen values become a multiple-value condition with the
 * options' titles on its tag; a filter emptied removes its condition; an unchanged one is left alone.
 */
export function filterActions<Row>(
  filters: Filters<Row>,
  columns: readonly ColumnConfig<Row>[],
  current: readonly ActiveCondition[],
  lookups: Lookups,
): TableAction[] {
  return Object.entries(filters).flatMap(([key, values]): TableAction[] => {
    const active = current.find((c) => c.key === key);
    if (!values?.length) return active ? [{ type: 'removeCondition', key }] : [];
    const list = values.map((v) => (typeof v === 'number' ? v : String(v)));
    if (sameValues(active, list)) return [];
    const column = columns.find((c) => c.dataIndex === key);
    const options = column?.dict ? lookups.dictOptions(column.dict) : (column?.options ?? []);
    const text = list.map((v) => options.find((o) => String(o.value) === String(v))?.title ?? String(v)).join('，');
    return [{ type: 'search', condition: { key, type: 'select', value: list, text } }];
  });
}
