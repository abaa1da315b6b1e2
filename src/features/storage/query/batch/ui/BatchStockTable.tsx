import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { availableQty, qtyOf, ST_QUALITY_STATES, type StStock } from '@/entities/storage/stock';
import { StateTag } from '@/shared/ui/state-tag';

const figure = (key: keyof StStock & `${string}Qty`, title: string): ColumnsType<StStock>[number] => ({
  key,
  title,
  align: 'right',
  width: 100,
  render: (_v, row) => qtyOf(row, row[key]),
});

const columns: ColumnsType<StStock> = [
  { key: 'house', title: '仓库', width: 110, render: (_v, row) => row.houseName },
  {
    key: 'location',
    title: '库位',
    width: 260,
    render: (_v, row) => (
      <>
        {`${row.locationCode} ${row.locationName}`}
        {row.isolationLocation && <Tag style={{ marginInlineStart: 6 }}>隔离库位</Tag>}
      </>
    ),
  },
  {
    key: 'qualityState',
    title: '质量状态',
    width: 90,
    render: (_v, row) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
  },
  figure('onHandQty', '在库'),
  figure('lockedQty', '锁定'),
  figure('isolatedQty', '隔离'),
  figure('allocatedQty', '已分配'),
  {
    key: 'available',
    title: '可用',
    align: 'right',
    width: 100,
    // The client's 可用 (entities/storage/stock): 0 for 待检, 不合格 and 冻结 whatever the figures.
    render: (_v, row) => <strong>{qtyOf(row, availableQty(row, row.uomPrecision))}</strong>,
  },
  { key: 'uom', title: '单位', width: 64, render: (_v, row) => row.uomName },
  { key: 'lastInTime', title: '最近入库', width: 160, render: (_v, row) => row.lastInTime ?? '' },
];

/** The batch's stock rows by location and state, with the same figures as 库存明细. */
export function BatchStockTable({ rows }: { rows: readonly StStock[] }) {
  return (
    // A region of its own that takes the keyboard: the table scrolls sideways on a narrow screen.
    <div role="region" aria-label="批次的库存" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<StStock>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={[...rows]}
        columns={columns}
        style={{ minWidth: 1100 }}
      />
    </div>
  );
}
