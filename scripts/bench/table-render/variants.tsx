import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { TABLE } from '@/shared/config';
import { DataTable, TABLE_TEXTS, type ColumnConfig, type TableSource } from '@/shared/ui/data-table';
import { BENCH_FIELDS, REQUEST_MS, type BenchRow } from './rows';

// Like for like: the plain Table gets what the DataTable shows by default, the same 12 columns after the same index
// column, and the same pagination options (size changer, quick jumper, 共 N 条).
const indexColumn = {
  key: '__index',
  title: TABLE_TEXTS.index,
  width: TABLE.indexColumnWidth,
  align: 'center' as const,
  render: (_v: unknown, _row: BenchRow, i: number) => i + 1,
};
const antdColumns = [
  indexColumn,
  ...BENCH_FIELDS.map(({ key, title, width }) => ({ dataIndex: key, title, width, key })),
];
const pagination = (total: number) => ({
  current: 1,
  pageSize: 200,
  total,
  pageSizeOptions: [...TABLE.pageSizeOptions],
  showSizeChanger: true,
  showQuickJumper: true,
  showTotal: TABLE_TEXTS.total,
});
const tableColumns: ColumnConfig<BenchRow>[] = BENCH_FIELDS.map(({ key, title, width }) => ({
  dataIndex: key,
  title,
  width,
}));

type BenchQuery = { pageNo?: number; pageSize?: number };
const PAGE = { pageNo: 1, pageSize: 200 };
const benchKey = (query: BenchQuery) => ['bench', 'rows', query] as const;

/** The DataTable reads its rows from the query cache, filled before the render so both variants render data at once. */
function dataTableVariant(rows: BenchRow[]): ReactElement {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(benchKey(PAGE), { rows, pageNo: 1, pageSize: 200, totalRows: rows.length, totalPage: 1 });
  const source: TableSource<BenchRow, BenchQuery> = {
    key: benchKey,
    fetch: () => Promise.resolve({ rows, pageNo: 1, pageSize: 200, totalRows: rows.length, totalPage: 1 }),
  };
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/bench?pageSize=200']}>
          <DataTable<BenchRow, BenchQuery> tableId="bench" columns={tableColumns} source={source} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}

/** What each variant renders for the same rows. */
export const variants = {
  'antd Table': (rows: BenchRow[]): ReactElement => (
    <ConfigProvider locale={zhCN}>
      <Table<BenchRow>
        rowKey="id"
        size="small"
        columns={antdColumns}
        dataSource={rows}
        pagination={pagination(rows.length)}
        scroll={{ x: 'max-content' }}
      />
    </ConfigProvider>
  ),
  DataTable: dataTableVariant,
} satisfies Record<string, (rows: BenchRow[]) => ReactElement>;

export type VariantName = keyof typeof variants;

/**
 * The DataTable as a user pages it: 20 rows a page, each page answered after REQUEST_MS (a fast server), nothing
 * cached, so a click on page 2 goes through the table's state, the query, the answer and the render.
 */
export function pagingVariant(rows: BenchRow[]): ReactElement {
  const client = new QueryClient();
  const source: TableSource<BenchRow, BenchQuery> = {
    key: benchKey,
    fetch: ({ pageNo = 1, pageSize = 20 }) =>
      new Promise((resolve) =>
        setTimeout(
          () =>
            resolve({
              rows: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
              pageNo,
              pageSize,
              totalRows: rows.length,
              totalPage: Math.ceil(rows.length / pageSize),
            }),
          REQUEST_MS,
        ),
      ),
  };
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/bench?pageSize=20']}>
          <DataTable<BenchRow, BenchQuery> tableId="bench-paging" columns={tableColumns} source={source} />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
