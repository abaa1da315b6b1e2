import { Access } from '@/entities/permission';
import {
  bandTitles,
  warningHeadColumns,
  warningListParts,
  warningTailColumns,
  WARNING_STATES,
} from '@/entities/storage/rule';
import { qtyWithUnit } from '@/entities/storage/stock';
import { stAiwWarning, stAiwWarningPageOperation, type StAiwWarningPageData } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { stateOptions } from '@/shared/ui/state-tag';

type AiwWarningRow = StAiwWarningPageData['rows'][number];

/**
 * 库龄预警 today (docs/design/scm-storage-2.md → AIW): the batches whose age in the warehouse (from their first receipt
 * there) is in a warning band; 确认, 关闭 with the action taken, 刷新, export.
 */
export const AiwWarningList = defineCrudScreen(stAiwWarning, {
  noun: '库龄预警',
  tableId: 'st.aiwRule.warnings',
  permission: 'aiwRule',
  columns: [
    ...warningHeadColumns<AiwWarningRow>(),
    { dataIndex: 'materialGroupName', title: '物料组', example: '电子元器件' },
    { dataIndex: 'batchNo', title: '批次', example: 'B20241108-IC01' },
    { dataIndex: 'onHandQty', title: '在库', align: 'right', render: (_v, row) => qtyWithUnit(row, row.onHandQty) },
    { dataIndex: 'firstInDate', title: '首次入库', example: '2026-02-01' },
    {
      dataIndex: 'ageDays',
      title: '库龄',
      align: 'right',
      example: '301 天',
      render: (_v, row) => `${row.ageDays} 天`,
    },
    {
      dataIndex: 'band',
      title: '库龄段',
      example: '181–365 天',
      render: (_v, row) => bandTitles(row)[row.band - 1],
    },
    ...warningTailColumns<AiwWarningRow>(),
  ],
  conditions: [
    { key: 'state', title: '状态', type: 'select', options: stateOptions(WARNING_STATES), multiple: true },
    { key: 'materialCode', title: '物料', type: 'input' },
  ],
  ...warningListParts<AiwWarningRow>({
    prefix: 'aiwRule',
    kind: 'AIW',
    list: stAiwWarningPageOperation,
    gate: (require, node) => <Access require={require}>{node}</Access>,
  }),
});
