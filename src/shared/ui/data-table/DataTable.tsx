import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, message } from 'antd';
import type { ColumnType, TableProps } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TABLE } from '@/shared/config';
import { saveFile } from '@/shared/lib/browser';
import { useLookups } from '@/shared/lib/lookups';
import type { PermissionRequirement } from '@/shared/lib/permission';
import { selectedRows, toRequestParams, type ActiveCondition, type SearchCondition } from '@/shared/lib/table-query';
import { AdvancedSearchPanel, SearchBar } from '@/shared/ui/search-bar';
import { TABLE_TEXTS, type Density } from './texts';
import { buildColumns, columnWidths } from './build-columns';
import { actionsWidth, cellPadding, columnsToHide } from './column-width';
import { asRequestBody } from './request-body';
import type { ColumnConfig, ExportConditions, ExportFile, ExportRequest, RowAction, TableSource } from './types';
import { useColumnLayout } from './use-column-layout';
import { useLayoutWidth } from './use-layout-width';
import { useFullscreen } from './use-fullscreen';
import { LoadFailure } from '@/shared/ui/load-failure';
import { useListQuery } from './use-list-query';
import { useSelection } from './use-selection';
import { tableScroll } from './virtual-scroll';
import { useTableState } from './use-table-state';
import { ConditionTags } from './ConditionTags';
import { TableToolbar } from './TableToolbar';
import { filterActions, sortAction } from './table-change';
import { RowActions } from './RowActions';
import { useExpandAll } from './expand-all';
import styles from './DataTable.module.css';

export interface DataTableProps<Row extends object, Query> {
  /** Names the table in local storage (its column layout). */
  tableId: string;
  /** The `className` of product.md §6 row-action permissions ('mfgLine' → 'mfgLine:edit'); export needs `${prefix}:export`. */
  permissionPrefix?: string;
  rowKey?: Extract<keyof Row, string>;
  columns: readonly ColumnConfig<Row>[];
  conditions?: readonly SearchCondition[];
  rowActions?: readonly RowAction<Row>[];
  /** The 操作 column's width; by default as wide as its two shown actions and 更多. */
  actionWidth?: number;
  source: TableSource<Row, Query>;
  defaultParams?: Partial<Query>;
  /** Params that change with the screen (a tree selection): a change goes back to page 1. */
  extendedParams?: Partial<Query>;
  injectedParams?: Partial<Query>;
  selection?: 'checkbox' | 'radio';
  keepSelectionAcrossPages?: boolean;
  onSelectionChange?: (keys: string[], rows: Row[]) => void;
  /**
   * Buttons over the selected rows (通过 / 驳回 several at once), in the toolbar after the screen's own: given the
   * selected rows (every page's) and `clear`, which empties the selection once an action is done with it.
   */
  selectionActions?: (selected: { rows: Row[]; clear: () => void }) => ReactNode;
  exportFile?: ExportFile<Query>;
  exportPermission?: PermissionRequirement;
  /** 新增 (product.md §4.1): the first, primary button, shown with `${permissionPrefix}:add` (or `addPermission`). */
  onAdd?: () => void;
  addLabel?: string;
  addPermission?: PermissionRequirement;
  /** The screen's own buttons (导入, a filter tag…), after 新增 and left of the search bar. */
  toolbar?: ReactNode;
  /**
   * What narrows the list from around it (a tree node, a located line) as closable tags, first in the row of the
   * conditions in force: there, not in the toolbar, which keeps one line.
   */
  scope?: ReactNode;
  /** Row numbers; 'continued' counts on across pages (wider column). */
  index?: boolean | 'continued';
  /** Virtual scrolling within this body height; pages over 200 rows scroll virtually anyway (600 px high). */
  virtualHeight?: number;
  /** A tree table shown open: every parent expanded until the person opens or closes one. */
  expandAll?: boolean;
}

/**
 * The list of every module screen (product.md §4.1, §7.10): declared columns, conditions and row actions; rows owned by
 * TanStack Query; paging, search, selection, export, column layout, density and full screen.
 */
export function DataTable<Row extends object, Query>(props: DataTableProps<Row, Query>) {
  const {
    tableId,
    permissionPrefix = '',
    rowKey = 'id' as Extract<keyof Row, string>,
    columns,
    conditions = [],
    rowActions = [],
    source,
  } = props;
  const lookups = useLookups();
  const [state, dispatch] = useTableState(conditions);
  const [density, setDensity] = useState<Density>('small');
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [editKey, setEditKey] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(card);
  const permitted = useMemo(
    () =>
      rowActions.filter((a) =>
        lookups.canRowAction({ className: permissionPrefix, action: a.action, require: a.require }),
      ),
    [rowActions, lookups, permissionPrefix],
  );
  // product.md §5 text widths, measured against the room the table has: the less important columns that do not fit start hidden.
  const padding = cellPadding(density);
  const widths = useMemo(() => columnWidths(columns, lookups, padding), [columns, lookups, padding]);
  const actionColumnWidth =
    permitted.length === 0
      ? 0
      : (props.actionWidth ??
        actionsWidth(
          permitted.map((a) => a.title),
          TABLE_TEXTS.more,
          padding,
        ));
  const fixedWidth =
    actionColumnWidth +
    (props.index === false
      ? 0
      : props.index === 'continued'
        ? TABLE.continuedIndexColumnWidth
        : TABLE.indexColumnWidth) +
    (props.selection === 'radio'
      ? TABLE.radioColumnWidth
      : props.selection === 'checkbox'
        ? TABLE.checkboxColumnWidth
        : 0);
  const fitColumns = columns
    .filter((c) => c.hide !== true)
    .map((c) => ({ key: c.dataIndex as string, width: widths.get(c.dataIndex) ?? 0, optional: c.hide === 'narrow' }));
  const narrowAt = (w: number) => [...columnsToHide(fitColumns, w, fixedWidth)].join('\n');
  const width = useLayoutWidth(
    body,
    (w) => `${narrowAt(w)}|${w > 0 && w < TABLE.compactToolbarWidth}|${w > 0 && w < TABLE.unfixedActionsWidth}`,
  );
  const narrowKey = narrowAt(width);
  const narrowHidden = useMemo(() => new Set(narrowKey ? narrowKey.split('\n') : []), [narrowKey]);
  const layout = useColumnLayout(tableId, columns, narrowHidden);
  const phoneWide = width > 0 && width < TABLE.unfixedActionsWidth;
  const compact = width > 0 && width < TABLE.compactToolbarWidth;
  const selection = useSelection<Row>(props.keepSelectionAcrossPages ?? true, props.onSelectionChange);

  // New params from around the table (a tree selection) start again from page 1 (product.md §4.1). Compared by value, so a
  // screen that builds the object on every render does not keep sending the user back to page 1.
  const extendedKey = JSON.stringify(props.extendedParams ?? null);
  const [seenExtended, setSeenExtended] = useState(extendedKey);
  if (seenExtended !== extendedKey) {
    setSeenExtended(extendedKey);
    dispatch({ type: 'page', pageNo: 1, pageSize: state.pageSize });
  }
  const filterParams = useMemo(
    () =>
      toRequestParams({
        defaultParams: props.defaultParams,
        extendedParams: props.extendedParams,
        injectedParams: props.injectedParams,
        conditions: state.conditions,
      }),
    [props.defaultParams, props.extendedParams, props.injectedParams, state.conditions],
  );
  const query = asRequestBody<Query>({
    ...filterParams,
    ...toRequestParams({
      sort: state.sort,
      page: source.paged === false ? undefined : { pageNo: state.pageNo, pageSize: state.pageSize },
    }),
  });
  const list = useListQuery(source, query);
  const { paged, totalPage } = list.list;
  useEffect(() => {
    // Only the server's latest answer for this page counts (not a cached or previous page's).
    if (paged && !list.isFetching && list.isSuccess) dispatch({ type: 'totalPage', totalPage });
  }, [paged, totalPage, list.isFetching, list.isSuccess, dispatch]);

  const rowKeyOf = useCallback((row: Row) => String(row[rowKey]), [rowKey]);
  const expandable = useExpandAll(props.expandAll ?? false, list.list.rows, rowKeyOf);
  const search = (condition: ActiveCondition) => dispatch({ type: 'search', condition });

  const antdColumns = useMemo(() => {
    const built = buildColumns(columns, {
      layout: layout.layout,
      lookups,
      conditions: state.conditions,
      sort: state.sort,
      onSearch: (condition) => dispatch({ type: 'search', condition }),
      edit: { key: editKey, start: setEditKey, stop: () => setEditKey(null) },
      rowKeyOf: (row) => String(row[rowKey]),
      widths,
    });
    const all: ColumnType<Row>[] = [];
    if (props.index !== false) {
      const continued = props.index === 'continued';
      all.push({
        key: '__index',
        title: TABLE_TEXTS.index,
        width: continued ? TABLE.continuedIndexColumnWidth : TABLE.indexColumnWidth,
        align: 'center',
        render: (_v, _row, i) => (continued ? (state.pageNo - 1) * state.pageSize + i + 1 : i + 1),
      });
    }
    all.push(...built);
    if (permitted.length > 0) {
      all.push({
        key: '__actions',
        title: TABLE_TEXTS.actions,
        // On a phone-wide table a fixed 操作 would cover half of it: there it scrolls with the row.
        fixed: phoneWide ? undefined : 'right',
        width: actionColumnWidth,
        render: (_v, row) => <RowActions row={row} actions={permitted} />,
      });
    }
    return all;
  }, [
    columns,
    layout.layout,
    lookups,
    state.conditions,
    state.sort,
    state.pageNo,
    state.pageSize,
    editKey,
    rowKey,
    permitted,
    props.index,
    actionColumnWidth,
    widths,
    phoneWide,
    dispatch,
  ]);

  const canAdd =
    props.onAdd !== undefined &&
    lookups.can(props.addPermission ?? (permissionPrefix ? `${permissionPrefix}:add` : undefined));
  const canExport =
    props.exportFile !== undefined &&
    lookups.can(props.exportPermission ?? (permissionPrefix ? `${permissionPrefix}:export` : undefined));
  const exportList = async () => {
    if (!props.exportFile) {
      void message.error(TABLE_TEXTS.exportMissing);
      return;
    }
    setExporting(true);
    void message.info(TABLE_TEXTS.exportStarted);
    try {
      const request: ExportRequest<Query> =
        selection.keys.length > 0 ? { ids: [...selection.keys] } : asRequestBody<ExportConditions<Query>>(filterParams);
      const file = await props.exportFile(request);
      saveFile(file.blob, file.filename);
    } catch {
      // The request layer has shown why (下载失败：…, 下载内容为空, the server's message).
    } finally {
      setExporting(false);
    }
  };

  const onTableChange: TableProps<Row>['onChange'] = (_pagination, filters, sorter, extra) => {
    if (extra.action === 'sort') dispatch(sortAction(sorter));
    if (extra.action === 'filter') filterActions(filters, columns, state.conditions, lookups).forEach(dispatch);
  };

  const { virtual, scroll } = tableScroll(antdColumns, list.list.rows.length, {
    virtualHeight: props.virtualHeight,
    selection: props.selection,
  });
  const titles = useMemo(() => new Map(columns.map((c) => [c.dataIndex as string, c.title])), [columns]);
  const lockedColumns = useMemo(
    () => new Set(columns.filter((c) => c.hideAble === false).map((c) => c.dataIndex as string)),
    [columns],
  );
  const searchable = conditions.filter((c) => c.searchType !== 'filter' && c.isShow !== false);

  return (
    <Card ref={card} className={styles.card} styles={{ body: { padding: 16 } }}>
      <Flex ref={body} vertical gap={12}>
        <TableToolbar
          compact={compact}
          left={
            <>
              {canAdd && (
                <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>
                  {props.addLabel ?? TABLE_TEXTS.add}
                </Button>
              )}
              {props.toolbar}
              {props.selectionActions?.({ rows: selectedRows(selection.state), clear: selection.clear })}
            </>
          }
          search={searchable.length > 0 && <SearchBar conditions={searchable} onSearch={search} compact={compact} />}
          advanced={
            conditions.length > 0 ? { open: advancedOpen, toggle: () => setAdvancedOpen((o) => !o) } : undefined
          }
          onExport={canExport ? () => void exportList() : undefined}
          exporting={exporting}
          onRefresh={() => {
            selection.clear();
            void list.refetch();
          }}
          refreshing={list.isFetching}
          density={density}
          onDensity={setDensity}
          columns={{
            layout: layout.layout,
            titles,
            locked: lockedColumns,
            onChange: layout.change,
            onReset: layout.reset,
          }}
          fullscreen={fullscreen}
        />
        {advancedOpen && (
          <AdvancedSearchPanel
            conditions={conditions}
            value={state.conditions}
            onSubmit={(all) => dispatch({ type: 'setConditions', conditions: all })}
            onReset={() => dispatch({ type: 'clearConditions' })}
          />
        )}
        <ConditionTags
          conditions={state.conditions}
          declared={conditions}
          titles={titles}
          onRemove={(key) => dispatch({ type: 'removeCondition', key })}
          onClear={() => dispatch({ type: 'clearConditions' })}
          scope={props.scope}
        />
        <Table<Row>
          className={styles.table}
          rowKey={rowKeyOf}
          size={density}
          columns={antdColumns}
          dataSource={list.list.rows}
          expandable={expandable}
          loading={list.isPending || list.isPlaceholderData}
          locale={
            list.failure
              ? { emptyText: <LoadFailure message={list.failure} onRetry={() => void list.refetch()} /> }
              : undefined
          }
          scroll={scroll}
          virtual={virtual}
          onChange={onTableChange}
          rowSelection={
            props.selection && {
              type: props.selection,
              columnWidth: props.selection === 'radio' ? TABLE.radioColumnWidth : undefined,
              selectedRowKeys: [...selection.keys],
              preserveSelectedRowKeys: props.keepSelectionAcrossPages ?? true,
              onChange: (keys, rows) => selection.select(keys.map(String), rows, rowKeyOf),
            }
          }
          pagination={
            list.list.paged && {
              current: state.pageNo,
              pageSize: state.pageSize,
              total: list.list.total,
              pageSizeOptions: [...TABLE.pageSizeOptions],
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: TABLE_TEXTS.total,
              onChange: (pageNo, pageSize) => {
                if (pageNo !== state.pageNo) selection.pageChanged();
                dispatch({ type: 'page', pageNo, pageSize });
              },
            }
          }
        />
      </Flex>
    </Card>
  );
}
