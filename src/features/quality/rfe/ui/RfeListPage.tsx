import { lookOptions } from '@/entities/quality/iqc-apply';
import { qmRfeApply, qmRfeApplyDelete, qmRfeApplyStart } from '@/shared/api';
import { defineCrudScreen, deleteWhen } from '@/shared/ui/crud-screen';
import { RFE_REASONS, RFE_STATES, type RfeRow } from '../model/rfe-states';
import { RFE_COLUMNS, rfeDetailItems } from './rfe-columns';

const WAITING = { field: 'state', op: 'eq', value: 'WAITING' } as const;

/**
 * RFE 申请 (docs/design/scm-quality.md → RFE 申请): re-inspections of stock batches whose shelf life or inspection
 * validity ran out, or that are suspect after a complaint. 待复检 ones are edited or deleted; 开始复检, then 完成复检
 * extends the batch to a new 有效期至 or isolates it.
 */
export const RfeListPage = defineCrudScreen(qmRfeApply, {
  noun: '复检申请',
  columns: RFE_COLUMNS,
  conditions: [
    'rfeNo',
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'batchNo', title: '批次', type: 'input' },
    { key: 'reason', title: '复检原因', type: 'select', options: lookOptions(RFE_REASONS), multiple: true },
    { key: 'state', title: '状态', type: 'select', options: lookOptions(RFE_STATES), multiple: true },
    { key: 'createDate', title: '申请日期', type: 'dateRange' },
  ],
  // 复检数量 in the unit of the material picked: a dialog of its own.
  editor: () => import('./RfeForm').then((m) => m.RfeForm),
  detail: { width: 'large', columns: 3, items: rfeDetailItems },
  rowActions: [
    'detail',
    {
      kind: 'call',
      action: 'start',
      title: '开始复检',
      confirm: true,
      when: WAITING,
      run: (row: RfeRow) => qmRfeApplyStart({ body: { id: row.id } }),
      done: '已开始复检',
    },
    {
      kind: 'panel',
      action: 'finish',
      title: '完成复检',
      require: 'rfeApply:complete',
      when: { field: 'state', op: 'eq', value: 'INSPECTING' },
      load: () => import('./RfeCompleteDialog').then((m) => m.RfeCompletePanel),
    },
    { kind: 'edit', when: WAITING },
    deleteWhen(WAITING, qmRfeApplyDelete),
  ],
  // 删除 is a waiting request's only (above).
  status: false,
  table: { selection: 'checkbox', actionWidth: 200 },
});
