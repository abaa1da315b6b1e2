import { Checkbox, Typography } from 'antd';
import { useState } from 'react';
import { qtyOf, ST_ALLOT_STATES, useAllotHouseConditions } from '@/entities/storage/stock';
import { stAllotLog, type StAllotLogPageData } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { StateTag } from '@/shared/ui/state-tag';

type LogRow = StAllotLogPageData['rows'][number];

/** A line received short: its 调入 and 差异 marked (docs/design/scm-storage-2.md → 调拨管理). */
const isShort = (row: LogRow) => row.receivedQty !== null && row.receivedQty !== undefined && row.diffQty < 0;

type QtyField = 'shippedQty' | 'receivedQty' | 'inTransitQty';

const figure = (
  dataIndex: QtyField,
  title: string,
  value: (row: LogRow) => number | null | undefined,
  more: Partial<ColumnConfig<LogRow>> = {},
) =>
  ({
    dataIndex,
    title,
    width: 90,
    align: 'right',
    render: (_v: unknown, row: LogRow) => {
      const qty = value(row);
      return qty === null || qty === undefined ? '' : qtyOf(row, qty);
    },
    ...more,
  }) satisfies ColumnConfig<LogRow>;

const AllotLogList = defineCrudScreen(stAllotLog, {
  noun: '调拨日志',
  columns: [
    { dataIndex: 'docNo', title: '调拨单号', width: 160, hideAble: false },
    { dataIndex: 'lineNo', title: '行', width: 48 },
    {
      dataIndex: 'allotState',
      title: '状态',
      width: 80,
      render: (_v, row) => <StateTag states={ST_ALLOT_STATES} state={row.allotState} />,
    },
    {
      dataIndex: 'materialCode',
      title: '物料',
      width: 200,
      ellipsis: true,
      render: (_v, row) => `${row.materialCode} ${row.materialName}`,
    },
    { dataIndex: 'batchNo', title: '批次', width: 130 },
    {
      dataIndex: 'houseName',
      title: '调出',
      width: 170,
      render: (_v, row) => `${row.houseName} ${row.fromLocationCode}`,
    },
    figure('shippedQty', '调出数量', (row) => row.shippedQty),
    { dataIndex: 'shipTime', title: '调出时间', width: 160 },
    { dataIndex: 'shippedBy', title: '调出人', width: 80 },
    {
      dataIndex: 'toHouseName',
      title: '调入',
      width: 170,
      render: (_v, row) => `${row.toHouseName} ${row.toLocationCode}`,
    },
    figure('receivedQty', '调入数量', (row) => row.receivedQty, {
      render: (_v, row) =>
        row.receivedQty === null || row.receivedQty === undefined ? (
          ''
        ) : (
          <Typography.Text type={isShort(row) ? 'danger' : undefined} strong={isShort(row)}>
            {qtyOf(row, row.receivedQty)}
          </Typography.Text>
        ),
    }),
    { dataIndex: 'receiveTime', title: '调入时间', width: 160 },
    { dataIndex: 'receivedBy', title: '调入人', width: 80 },
    figure('inTransitQty', '在途', (row) => (row.inTransitQty > 0 ? row.inTransitQty : null)),
    { dataIndex: 'uomName', title: '单位', width: 60 },
    {
      dataIndex: 'diffQty',
      title: '差异',
      width: 260,
      fixed: 'right',
      hideAble: false,
      render: (_v, row) =>
        isShort(row) ? (
          <Typography.Text type="danger" strong>
            {`短收 ${qtyOf(row, -row.diffQty)} ${row.uomName}${row.diffReason ? `：${row.diffReason}` : ''}`}
          </Typography.Text>
        ) : row.receivedQty === null || row.receivedQty === undefined ? (
          '在途'
        ) : (
          '相符'
        ),
    },
  ],
  conditions: [
    'docNo',
    { key: 'materialCode', title: '物料', type: 'input' },
    { key: 'shipTime', title: '调出日期', type: 'dateRange' },
  ],
  rowActions: [],
  status: false,
  // Selected rows are exported by their ids (StAllotLogExportQuery), else the conditions.
  table: { selection: 'checkbox' },
});

/**
 * 调拨日志 (docs/design/scm-storage-2.md → 调拨管理): each shipped transfer line as its 调出 and 调入 pair from the
 * TRANSFER ledger rows (qty, time, who), what is still 在途, and a short receipt marked with its reason; filters by
 * warehouses, material, period and 只看差异; export.
 */
export function AllotLogListPage() {
  const conditions = useAllotHouseConditions(AllotLogList.screen.conditions ?? []);
  const [onlyDiff, setOnlyDiff] = useState(false);
  return (
    <AllotLogList
      conditions={conditions}
      extendedParams={onlyDiff ? { onlyDiff: '1' } : {}}
      toolbar={
        <Checkbox checked={onlyDiff} onChange={(event) => setOnlyDiff(event.target.checked)}>
          只看差异（短收或在途）
        </Checkbox>
      }
    />
  );
}
