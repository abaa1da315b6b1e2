import type { QueryKey } from '@tanstack/react-query';
import { Button, Flex, Modal, Table, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { CallOptions } from '@/shared/api';
import { MODAL_WIDTH, TABLE } from '@/shared/config';
import { useLookups } from '@/shared/lib/lookups';
import { mergeColumnSettings, toRequestParams, type SearchCondition } from '@/shared/lib/table-query';
import { buildColumns, TABLE_TEXTS, useListQuery, useListState, type ColumnConfig } from '@/shared/ui/data-table';
import { LoadFailure } from '@/shared/ui/load-failure';
import { SearchBar } from '@/shared/ui/search-bar';

export interface SelectionPage<Row> {
  rows: Row[];
  totalRows?: number;
}

/** Where the rows come from: a generated call and its key, with paging and the search's params. */
export interface SelectionSource<Row> {
  key: (params: Record<string, unknown>) => QueryKey;
  fetch: (params: Record<string, unknown>, options: CallOptions) => Promise<SelectionPage<Row> | Row[]>;
}

export interface RowSelectionModalProps<Row> {
  title: string;
  open: boolean;
  onCancel: () => void;
  onOk: (rows: Row[]) => void;
  /** Declared like every list's columns (dictionary display, render, width…). */
  columns: readonly ColumnConfig<Row>[];
  source: SelectionSource<Row>;
  /** Offered in a search bar above the rows. */
  conditions?: readonly SearchCondition[];
  /** Params from around the list (a tree selection on the left): a change goes back to page 1. */
  params?: Record<string, unknown>;
  /** false: a pick replaces the one before. */
  multiple?: boolean;
  width?: number;
  rowKey?: Extract<keyof Row, string>;
  /** A panel on the left (a tree). */
  aside?: ReactNode;
}

/**
 * The row-selection modal (product.md §2.6): rows from a remote source, optional search, a click toggles a row (single mode
 * replaces), 确定 only with at least one row picked. It runs on the DataTable's headless engine: the same list state
 * (paging, search), the same query (a failure says 获取数据列表失败：…) and the same column declarations.
 */
export function RowSelectionModal<Row extends object>(props: RowSelectionModalProps<Row>) {
  const { title, open, onCancel, width = MODAL_WIDTH.selection } = props;
  return (
    <Modal title={title} open={open} onCancel={onCancel} width={width} destroyOnHidden footer={null}>
      {open && <SelectionBody {...props} />}
    </Modal>
  );
}

const NO_EDIT = { key: null, start: () => undefined, stop: () => undefined };
const NO_CONDITIONS: readonly SearchCondition[] = [];

function SelectionBody<Row extends object>({
  onCancel,
  onOk,
  columns,
  source,
  conditions = NO_CONDITIONS,
  params,
  multiple = true,
  rowKey = 'id' as Extract<keyof Row, string>,
  aside,
}: RowSelectionModalProps<Row>) {
  const lookups = useLookups();
  const [state, dispatch] = useListState(conditions);
  const [picked, setPicked] = useState<Row[]>([]);
  const [lastParams, setLastParams] = useState(params);
  if (lastParams !== params) {
    // A new tree selection starts again from page 1.
    setLastParams(params);
    dispatch({ type: 'page', pageNo: 1, pageSize: state.pageSize });
  }
  const query = toRequestParams({
    extendedParams: params,
    conditions: state.conditions,
    page: { pageNo: state.pageNo, pageSize: state.pageSize },
  });
  const list = useListQuery(source, query);
  const { rows, total } = list.list;
  const keyOf = (row: Row) => String(row[rowKey]);
  const pickedKeys = picked.map(keyOf);
  const antdColumns = useMemo(
    () =>
      buildColumns(columns, {
        layout: mergeColumnSettings(
          columns.map((c) => ({ key: c.dataIndex, hide: c.hide === true, hideAble: c.hideAble })),
          undefined,
        ),
        lookups,
        conditions: state.conditions,
        sort: state.sort,
        onSearch: (condition) => dispatch({ type: 'search', condition }),
        edit: NO_EDIT,
        rowKeyOf: (row) => String(row[rowKey]),
      }),
    [columns, lookups, state.conditions, state.sort, dispatch, rowKey],
  );

  const toggle = (row: Row) => {
    const key = keyOf(row);
    if (!multiple) setPicked(pickedKeys.includes(key) ? [] : [row]);
    else setPicked(pickedKeys.includes(key) ? picked.filter((r) => keyOf(r) !== key) : [...picked, row]);
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={16} align="start">
        {aside && <div style={{ width: 260, flex: 'none' }}>{aside}</div>}
        <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
          {conditions.length > 0 && (
            <SearchBar conditions={conditions} onSearch={(condition) => dispatch({ type: 'search', condition })} />
          )}
          <Table<Row>
            size="small"
            rowKey={keyOf}
            columns={antdColumns}
            dataSource={rows}
            loading={list.isFetching}
            locale={
              list.failure
                ? { emptyText: <LoadFailure message={list.failure} onRetry={() => void list.refetch()} /> }
                : undefined
            }
            scroll={{ x: 'max-content' }}
            onRow={(row) => ({ onClick: () => toggle(row), style: { cursor: 'pointer' } })}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: pickedKeys,
              preserveSelectedRowKeys: true,
              onSelect: (row) => toggle(row),
              onSelectAll: (checked, _selected, changed) =>
                setPicked(
                  checked
                    ? [...picked, ...changed.filter((r) => !pickedKeys.includes(keyOf(r)))]
                    : picked.filter((r) => !changed.some((c) => keyOf(c) === keyOf(r))),
                ),
            }}
            pagination={{
              current: state.pageNo,
              pageSize: state.pageSize,
              total,
              pageSizeOptions: [...TABLE.pageSizeOptions],
              showSizeChanger: true,
              showTotal: TABLE_TEXTS.total,
              onChange: (pageNo, pageSize) => dispatch({ type: 'page', pageNo, pageSize }),
            }}
          />
        </Flex>
      </Flex>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">已选 {picked.length} 项</Typography.Text>
        <Flex gap={8}>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" disabled={picked.length === 0} onClick={() => onOk(picked)}>
            确定
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
