import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

type Loose = Record<string, unknown>;

/**
 * The columns most records share, named instead of declared (docs/screen-kit.md → Columns and conditions): the
 * common 启用/停用 state, the remark and the audit stamps, each shown the same way on every screen.
 */
const STANDARD_COLUMNS = {
  status: { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  sort: { dataIndex: 'sort', title: '排序', align: 'right', example: '9999', sorter: true },
  remark: { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  updateTime: { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
  createTime: { dataIndex: 'createTime', title: '创建时间', example: '2026-01-01 00:00:00', hide: true },
} as const satisfies Record<string, ColumnConfig<Loose>>;

export type StandardColumn = keyof typeof STANDARD_COLUMNS;

/** A column as a screen declares it: in full, or a standard one by its name where the row has the field. */
export type DeclaredColumn<Row> = ColumnConfig<Row> | Extract<StandardColumn, keyof Row>;

/** The table's columns: the named standard ones expanded. */
export function screenColumns<Row>(declared: readonly DeclaredColumn<Row>[]): readonly ColumnConfig<Row>[] {
  return declared.map((column) =>
    typeof column === 'string' ? (STANDARD_COLUMNS[column] as unknown as ColumnConfig<Row>) : column,
  );
}

/**
 * The search bar's conditions: a key names the column of that field, whose title it takes; a column with a
 * dictionary or options is a select of several, any other a text input. A condition unlike its column is declared.
 */
export function screenConditions<K extends string>(
  declared: readonly (SearchCondition<K> | K)[] | undefined,
  columns: readonly ColumnConfig<Loose>[],
  noun: string,
): SearchCondition<K>[] | undefined {
  return declared?.map((condition) => {
    if (typeof condition !== 'string') return condition;
    const column = columns.find((c) => c.dataIndex === condition);
    if (!column) throw new Error(`${noun}: condition '${condition}' names no column`);
    if (column.dict) return { key: condition, title: column.title, type: 'select', dict: column.dict, multiple: true };
    if (column.options) {
      return { key: condition, title: column.title, type: 'select', options: column.options, multiple: true };
    }
    return { key: condition, title: column.title, type: 'input' };
  });
}

/** A form field's label: its own, or the title of the column that shows the same field. */
export function fieldLabel(
  name: string,
  label: string | undefined,
  columns: readonly ColumnConfig<Loose>[],
  noun: string,
): string {
  const found = label ?? columns.find((column) => column.dataIndex === name)?.title;
  if (found === undefined) throw new Error(`${noun}: form field '${name}' has no label and no column`);
  return found;
}
