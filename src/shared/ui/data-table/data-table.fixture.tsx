/** Component-test support for the DataTable: twelve lines behind a fake source, and the providers a table needs. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ApiError, createQueryClient } from '@/shared/api';
import { LookupsProvider, NO_LOOKUPS, type Lookups } from '@/shared/lib/lookups';
import { DataTable, type DataTableProps } from './DataTable';
import type { ColumnConfig, TableSource } from './types';

export interface Line {
  id: string;
  code: string;
  name: string;
  status: number;
}
export type LineQuery = {
  pageNo?: number;
  pageSize?: number;
  name?: string;
  code?: string;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
};

export const lines: Line[] = Array.from({ length: 12 }, (_, i) => ({
  id: String(i + 1),
  code: `L-${i + 1}`,
  name: `${i + 1}号线`,
  status: i % 2,
}));
export const lineColumns: ColumnConfig<Line>[] = [
  { dataIndex: 'code', title: '产线编码', hideAble: false },
  { dataIndex: 'name', title: '产线名称' },
];

/** A paged source over `rows()` (read at each call, so a test can delete rows); `fail` answers a business failure. */
export function fakeSource(options: { fail?: string; rows?: () => Line[]; unpaged?: boolean } = {}) {
  const fetch = vi.fn<TableSource<Line, LineQuery>['fetch']>(async (query) => {
    if (options.fail) throw new ApiError('business', options.fail, { operationId: 'fake' });
    const all = options.rows?.() ?? lines;
    if (options.unpaged) return all;
    const { pageNo = 1, pageSize = 10 } = query;
    return {
      rows: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNo,
      pageSize,
      totalRows: all.length,
      totalPage: Math.ceil(all.length / pageSize),
    };
  });
  const source: TableSource<Line, LineQuery> = { key: (q) => ['test', 'lines', q], fetch };
  return { source, fetch };
}

export const allowAll: Lookups = { ...NO_LOOKUPS, canRowAction: () => true, can: () => true };

type TableProps = Partial<DataTableProps<Line, LineQuery>> & { source: TableSource<Line, LineQuery> };

/** Renders a table of lines; `route` is the address it opens at (query-string prefill). `ui` rebuilds it for rerender. */
export function renderTable(
  props: TableProps,
  options: { lookups?: Lookups; route?: string; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createQueryClient();
  const ui = (next: TableProps) => (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={queryClient}>
        <LookupsProvider value={options.lookups ?? allowAll}>
          <MemoryRouter initialEntries={[options.route ?? '/lines']}>
            <DataTable<Line, LineQuery>
              tableId="test.lines"
              permissionPrefix="mfgLine"
              columns={lineColumns}
              {...next}
            />
          </MemoryRouter>
        </LookupsProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
  return { queryClient, ui, ...render(ui(props)) };
}

/** The table row an element is in. */
export function rowOf(element: HTMLElement): HTMLElement {
  const row = element.closest('tr');
  if (!row) throw new Error('not in a table row');
  return row;
}
