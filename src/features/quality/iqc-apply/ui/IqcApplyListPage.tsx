import {
  APPLY_STATES,
  INSPECT_MODES,
  IQC_RESULTS,
  inspectionRoute,
  lookOptions,
  startInspectionRoute,
  type IqcApplyRow,
} from '@/entities/quality/iqc-apply';
import { qmIqcApply, qmIqcApplyDelete } from '@/shared/api';
import { defineCrudScreen, deleteWhen } from '@/shared/ui/crud-screen';
import { APPLY_COLUMNS } from './apply-columns';
import { applyDetailItems } from './apply-detail';
import { UrgentSelected } from './UrgentSelected';

// Only a hand-made request still 待检 is edited or deleted (1017111); a receipt's request follows the receipt.
const HAND_MADE_WAITING = [
  { field: 'sourceType', op: 'eq', value: 'MANUAL' },
  { field: 'state', op: 'eq', value: 'WAITING' },
] as const;

const yesNo = (yes: string, no: string) => [
  { value: 'true', title: yes },
  { value: 'false', title: no },
];

/**
 * IQC 申请 (docs/design/scm-quality.md → IQC 申请): the lots to inspect, from receipts or registered by hand. A 待检
 * row is started in IQC 检验, one started opens its inspection; a 免检 lot is judged 合格 at registration with its
 * reason; 紧急 marks the lots the line waits for.
 */
export const IqcApplyListPage = defineCrudScreen(qmIqcApply, {
  noun: '报检单',
  columns: APPLY_COLUMNS,
  conditions: [
    'applyNo',
    { key: 'sourceNo', title: '来源单号', type: 'input', placeholder: '收货单号或样品单号' },
    { key: 'supplierName', title: '供应商', type: 'input' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'batchNo', title: '批次', type: 'input', placeholder: '我方批次或供应商批次' },
    { key: 'state', title: '状态', type: 'select', options: lookOptions(APPLY_STATES), multiple: true },
    { key: 'result', title: '判定', type: 'select', options: lookOptions(IQC_RESULTS) },
    { key: 'inspectMode', title: '检验方式', type: 'select', options: lookOptions(INSPECT_MODES), multiple: true },
    { key: 'urgent', title: '紧急', type: 'select', options: yesNo('紧急', '不紧急') },
    { key: 'overdue', title: '逾期', type: 'select', options: yesNo('已逾期', '未逾期') },
    { key: 'arrivalDate', title: '到货日期', type: 'dateRange' },
  ],
  // 报检数 ≤ 到货数 in the unit of the material picked, and the mode that will apply: a dialog of its own.
  editor: () => import('./IqcApplyForm').then((m) => m.IqcApplyForm),
  detail: { width: 'large', columns: 3, items: applyDetailItems },
  rowActions: [
    'detail',
    {
      kind: 'link',
      action: 'start',
      title: '开始检验',
      when: { field: 'state', op: 'eq', value: 'WAITING' },
      to: (row: IqcApplyRow) => startInspectionRoute(row.id),
    },
    {
      kind: 'link',
      action: 'inspect',
      title: '检验单',
      when: { field: 'inspectionId', op: 'NotNull' },
      to: (row: IqcApplyRow) => inspectionRoute(row.inspectionId ?? ''),
    },
    { kind: 'edit', when: HAND_MADE_WAITING },
    deleteWhen(HAND_MADE_WAITING, qmIqcApplyDelete),
  ],
  // 删除 is a hand-made waiting request's only (above).
  status: false,
  table: {
    selection: 'checkbox',
    selectionActions: ({ rows, clear }) => <UrgentSelected rows={rows} clear={clear} />,
    actionWidth: 200,
  },
});
