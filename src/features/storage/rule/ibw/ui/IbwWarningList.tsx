import { Typography } from 'antd';
import { Access } from '@/entities/permission';
import {
  IBW_BOUNDS,
  ibwBound,
  warningHeadColumns,
  warningListParts,
  warningTailColumns,
  WARNING_STATES,
} from '@/entities/storage/rule';
import { qtyOf, qtyWithUnit } from '@/entities/storage/stock';
import { stIbwWarning, stIbwWarningPageOperation, type StIbwWarningPageData } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';

type IbwWarningRow = StIbwWarningPageData['rows'][number];

/** The bound as the server says it; where the figures now say otherwise (the stock moved since), both. */
function BoundCell({ row }: { row: IbwWarningRow }) {
  const now = ibwBound(row);
  return (
    <>
      <StateTag states={IBW_BOUNDS} state={row.bound} />
      {now !== row.bound && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          按所列数：{now ? IBW_BOUNDS[now].label : '在上下限内'}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * 库存上下限预警 today (docs/design/scm-storage-2.md → IBW): 可用 + 在途 against 最低 / 安全, 在库 against 最高;
 * 确认, 关闭 with the action taken, 刷新, export.
 */
export const IbwWarningList = defineCrudScreen(stIbwWarning, {
  noun: '库存上下限预警',
  tableId: 'st.ibwRule.warnings',
  permission: 'ibwRule',
  columns: [
    ...warningHeadColumns<IbwWarningRow>(),
    {
      dataIndex: 'bound',
      title: '上下限',
      example: '低于安全',
      options: stateOptions(IBW_BOUNDS),
      render: (_v, row) => <BoundCell row={row} />,
    },
    {
      dataIndex: 'availableQty',
      title: '可用 + 在途',
      align: 'right',
      example: '60,000 + 0 个',
      render: (_v, row) => `${qtyWithUnit(row, row.availableQty)} + ${qtyWithUnit(row, row.inTransitQty)}`,
    },
    {
      dataIndex: 'onHandQty',
      title: '在库',
      align: 'right',
      width: 120,
      render: (_v, row) => qtyWithUnit(row, row.onHandQty),
    },
    {
      dataIndex: 'minQty',
      title: '最低 / 安全 / 最高',
      align: 'right',
      example: '10,000 / 20,000 / 50,000 个',
      render: (_v, row) => `${qtyOf(row, row.minQty)} / ${qtyOf(row, row.safetyQty)} / ${qtyWithUnit(row, row.maxQty)}`,
    },
    ...warningTailColumns<IbwWarningRow>(),
  ],
  conditions: [
    { key: 'state', title: '状态', type: 'select', options: stateOptions(WARNING_STATES), multiple: true },
    { key: 'bound', title: '上下限', type: 'select', options: stateOptions(IBW_BOUNDS), multiple: true },
    { key: 'materialCode', title: '物料', type: 'input' },
  ],
  ...warningListParts<IbwWarningRow>({
    prefix: 'ibwRule',
    kind: 'IBW',
    list: stIbwWarningPageOperation,
    gate: (require, node) => <Access require={require}>{node}</Access>,
  }),
});
