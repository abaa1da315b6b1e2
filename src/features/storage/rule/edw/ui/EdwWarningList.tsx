import { Access } from '@/entities/permission';
import { warningHeadColumns, warningListParts, warningTailColumns, WARNING_STATES } from '@/entities/storage/rule';
import { qtyWithUnit } from '@/entities/storage/stock';
import { formatMoney } from '@/shared/lib/format';
import { stEdwWarning, stEdwWarningPageOperation, type StEdwWarningPageData } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { stateOptions } from '@/shared/ui/state-tag';

type EdwWarningRow = StEdwWarningPageData['rows'][number];

/**
 * 呆滞预警 today (docs/design/scm-storage-2.md → 呆滞预警): the batches without movement for the rule's days, their last
 * movement and value; 确认, 关闭 with the action taken, 刷新, export.
 */
export const EdwWarningList = defineCrudScreen(stEdwWarning, {
  noun: '呆滞预警',
  tableId: 'st.edwRule.warnings',
  permission: 'edwRule',
  columns: [
    ...warningHeadColumns<EdwWarningRow>(),
    { dataIndex: 'batchNo', title: '批次', example: 'B20241108-IC01' },
    {
      dataIndex: 'onHandQty',
      title: '在库',
      align: 'right',
      width: 130,
      render: (_v, row) => qtyWithUnit(row, row.onHandQty),
    },
    {
      dataIndex: 'stockValue',
      title: '金额（元）',
      align: 'right',
      example: '27,625.00',
      render: (_v, row) => formatMoney(row.stockValue),
    },
    { dataIndex: 'lastMoveDate', title: '最近移动', example: '2026-02-01' },
    {
      dataIndex: 'idleDays',
      title: '呆滞天数',
      align: 'right',
      width: 170,
      example: '301 / 90',
      render: (_v, row) => `${row.idleDays} 天（规则 ${row.ruleIdleDays} 天）`,
    },
    ...warningTailColumns<EdwWarningRow>(),
  ],
  conditions: [
    { key: 'state', title: '状态', type: 'select', options: stateOptions(WARNING_STATES), multiple: true },
    { key: 'materialCode', title: '物料', type: 'input' },
  ],
  ...warningListParts<EdwWarningRow>({
    prefix: 'edwRule',
    kind: 'EDW',
    list: stEdwWarningPageOperation,
    gate: (require, node) => <Access require={require}>{node}</Access>,
  }),
});
