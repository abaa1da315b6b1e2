import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DataTable, type ColumnConfig, type TableSource } from '@/shared/ui/data-table';
import { BENCH_FIELDS, type BenchRow } from './rows';

const antdColumns = BENCH_FIELDS.map(({ key, title, width }) => ({ dataIndex: key, title, width, key }));
const tableColumns: ColumnConfig<BenchRow>[] = BENCH_FIELDS.map(({ key, title, width }) => ({ dataIndex: key, title, width }));

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
      <Table<BenchRow> rowKey="id" size="small" columns={antdColumns} dataSource={rows} pagination={{ pageSize: 200 }} scroll={{ x: 'max-content' }} />
    </ConfigProvider>
  ),
  DataTable: dataTableVariant,
} satisfies Record<string, (rows: BenchRow[]) => ReactElement>;

export type VariantName = keyof typeof variants;
