import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { qtyOf } from '@/entities/storage/stock';
import { stStockSummaryQueryOptions, type StStockSummaryData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { useListConditions } from '../model/query-store';
import { listQuery } from './StockListPage';

type UnitTotal = StStockSummaryData[number];

const figure = (key: 'onHandQty' | 'lockedQty' | 'isolatedQty' | 'allocatedQty' | 'availableQty', title: string) => ({
  key,
  title,
  align: 'right' as const,
  render: (_v: unknown, row: UnitTotal) => qtyOf(row, row[key]),
});

const columns: ColumnsType<UnitTotal> = [
  { key: 'uom', title: '单位', render: (_v, row) => row.uomName },
  { key: 'rows', title: '行数', align: 'right', render: (_v, row) => row.rowCount },
  { key: 'materials', title: '物料数', align: 'right', render: (_v, row) => row.materialCount ?? '' },
  figure('onHandQty', '在库'),
  figure('lockedQty', '锁定'),
  figure('isolatedQty', '隔离'),
  figure('allocatedQty', '已分配'),
  figure('availableQty', '可用'),
];

/**
 * 合计 under 库存明细 for the whole query (docs/design/scm-storage.md → 库存明细): one line per unit, never a sum across
 * units, asked with the list's conditions (`stStockSummary`).
 */
export function StockTotals() {
  const conditions = useListConditions(listQuery);
  const totals = useQuery({
    ...stStockSummaryQueryOptions({ body: conditions ?? {} }),
    enabled: conditions !== undefined,
  });
  return (
    <Card size="small" title="合计（按单位，整个查询）">
      {totals.error ? (
        <Alert type="warning" showIcon title={`合计取不到：${userMessageOf(totals.error)}`} />
      ) : (
        <Table<UnitTotal>
          size="small"
          rowKey="uomName"
          pagination={false}
          loading={totals.isLoading}
          dataSource={totals.data ?? []}
          columns={columns}
        />
      )}
    </Card>
  );
}
