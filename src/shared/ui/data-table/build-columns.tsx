import { QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Lookups } from '@/shared/lib/lookups';
import type { ActiveCondition, ColumnSetting, TableSort } from '@/shared/lib/table-query';
import type { ColumnConfig, ColumnEdit } from './types';
import { EditableCell } from './EditableCell';
import { HeaderQuery } from './HeaderQuery';
import { cellText } from './cell-value';
import { columnWidth } from './column-width';

export interface InlineEditState {
  /** `${rowKey}:${dataIndex}` of the cell being edited, or null. */
  key: string | null;
  start: (key: string) => void;
  stop: () => void;
}

export interface BuildContext<Row> {
  layout: readonly ColumnSetting[];
  lookups: Lookups;
  conditions: readonly ActiveCondition[];
  sort: TableSort | undefined;
  onSearch: (condition: ActiveCondition) => void;
  edit: InlineEditState;
  rowKeyOf: (row: Row) => string;
  /** Each column's width by dataIndex (`columnWidths`); without it, the declared widths. */
  widths?: ReadonlyMap<string, number>;
}

function mayEdit<Row>(edit: ColumnEdit<Row>, row: Row, can: Lookups['can']): boolean {
  const { permission } = edit;
  if (permission === undefined || permission === true) return true;
  if (permission === false) return false;
  return typeof permission === 'function' ? permission(row) : can(permission);
}

function title<Row>(column: ColumnConfig<Row>, context: BuildContext<Row>) {
  // A plain title stays a string: no wrapper element per header cell.
  if (!column.headerText && !column.query) return column.title;
  return (
    <span>
      {column.title}
      {column.headerText && (
        <Tooltip title={column.headerText}>
          <QuestionCircleOutlined style={{ marginInlineStart: 4 }} />
        </Tooltip>
      )}
      {column.query && (
        <HeaderQuery field={column.dataIndex} title={column.title} type={column.query} onSearch={context.onSearch} />
      )}
    </span>
  );
}

/** What a column shows for a record: its render, its dictionary's label or badge, or the plain value. */
export function columnDisplay<Row>(column: ColumnConfig<Row>, lookups: Pick<Lookups, 'renderDict'>) {
  return (value: unknown, row: Row, index: number) =>
    column.render
      ? column.render(value as Row[typeof column.dataIndex], row, index)
      : column.dict
        ? lookups.renderDict(column.dict, value, column.dictAs)
        : cellText(value);
}

/** One declared column as an antd column: dictionary display, header search and filter, sorting, inline edit. */
function toAntdColumn<Row extends object>(column: ColumnConfig<Row>, context: BuildContext<Row>): ColumnType<Row> {
  const { dataIndex, dict, edit } = column;
  const display = columnDisplay(column, context.lookups);
  const filterOptions = column.filter ? (dict ? context.lookups.dictOptions(dict) : (column.options ?? [])) : undefined;
  const active = context.conditions.find((c) => c.key === dataIndex);
  return {
    key: dataIndex,
    dataIndex,
    title: title(column, context),
    width: context.widths?.get(dataIndex) ?? column.width,
    fixed: column.fixed,
    align: column.align,
    ellipsis: column.ellipsis ? { showTitle: true } : undefined,
    sorter: column.sorter,
    sortOrder: context.sort?.field === dataIndex ? context.sort.order : null,
    ...(filterOptions && {
      filters: filterOptions.map((o) => ({ text: o.title, value: o.value })),
      filteredValue: active ? (Array.isArray(active.value) ? [...active.value] : [String(active.value)]) : null,
    }),
    render: edit
      ? (value: unknown, row: Row, index: number) => {
          const key = `${context.rowKeyOf(row)}:${dataIndex}`;
          return (
            <EditableCell
              display={display(value, row, index)}
              initial={cellText(value)}
              editing={context.edit.key === key}
              locked={context.edit.key !== null}
              allowed={mayEdit(edit, row, context.lookups.can)}
              saveDisabled={edit.saveDisabled}
              onStart={() => context.edit.start(key)}
              onCancel={context.edit.stop}
              onSave={async (next) => {
                await edit.onSave(row, next);
                context.edit.stop();
              }}
            />
          );
        }
      : column.render || dict
        ? display
        : // Plain values render as antd renders them: no per-cell function on the common path.
          undefined,
  };
}

/** Every declared column's width (product.md §5 text-width rule unless declared), by dataIndex. */
export function columnWidths<Row>(
  columns: readonly ColumnConfig<Row>[],
  lookups: Pick<Lookups, 'dictOptions'>,
  padding?: number,
): Map<string, number> {
  return new Map(
    columns.map((c) => {
      const labels = c.dict ? lookups.dictOptions(c.dict).map((o) => o.title) : c.options?.map((o) => o.title);
      const width = columnWidth(
        {
          title: c.title,
          width: c.width,
          example: c.example,
          labels,
          dictAs: c.dict ? (c.dictAs ?? 'badge') : 'text',
          sorter: c.sorter,
          filter: c.filter,
          headerIcon: Boolean(c.query ?? c.headerText),
        },
        padding,
      );
      return [c.dataIndex as string, width];
    }),
  );
}

/** The declared columns in the user's order, without the hidden ones. */
export function buildColumns<Row extends object>(
  columns: readonly ColumnConfig<Row>[],
  context: BuildContext<Row>,
): ColumnType<Row>[] {
  const byKey = new Map(columns.map((c) => [c.dataIndex as string, c]));
  return context.layout.flatMap((setting) => {
    const column = byKey.get(setting.key);
    return column && !setting.hidden ? [toAntdColumn(column, context)] : [];
  });
}
