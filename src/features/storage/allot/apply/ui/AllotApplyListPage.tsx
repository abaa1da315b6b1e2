import * as z from 'zod/mini';
import { reasonPanel, ST_ALLOT_STATES, useAllotHouseConditions, type StAllotState } from '@/entities/storage/stock';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { workflowSubmitAction } from '@/entities/workflow';
import { stAllot, stAllotCancel, stAllotDelete, stAllotSubmit, stAllotWithdraw } from '@/shared/api';
import { formatDate, formatQty } from '@/shared/lib/format';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen, deleteWhen } from '@/shared/ui/crud-screen';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';
import { ALLOT_LINE_COLUMNS, lineOfAllot, type AllotLine, type AllotRow } from '../model/allot-lines';
import { useAllotLineColumns } from './use-allot-line-columns';

/** The workflow's business type of 调拨 (the catalogue's 调拨申请审批, product.md §4.5). */
const BIZ_TYPE = 'ALLOT_APPLY';
const NOUN = '调拨单';

const allotIn = (...states: StAllotState[]): RowCondition<AllotRow> => ({
  field: 'allotState',
  op: 'in',
  value: states,
});
/** A draft, or a rejected one back for editing (docs/design/scm-storage-2.md → 调拨管理). */
const editable = allotIn('DRAFT', 'REJECTED');

const ALLOT_LINES: LinesConfig<AllotLine> = { columns: ALLOT_LINE_COLUMNS, useColumns: useAllotLineColumns };

// A total over lines of one unit (see 明细), in its own decimals.
const qty = formatQty;

/**
 * 调拨申请 (docs/design/scm-storage-2.md → 调拨管理): TR- documents from a 调出仓库 to a 调入仓库 with lines of 合格
 * stock within 可用; submitted through the ALLOT_APPLY workflow, 调出 (TRANSFER OUT, then 在途) and 调入 (TRANSFER IN,
 * a short receipt with its reason) as row actions by state.
 */
export const AllotApplyList = defineCrudScreen(stAllot, {
  noun: NOUN,
  columns: [
    { dataIndex: 'docNo', title: '单号', width: 160, hideAble: false },
    {
      dataIndex: 'allotState',
      title: '状态',
      width: 80,
      render: (_value, row) => <StateTag states={ST_ALLOT_STATES} state={row.allotState} />,
    },
    // What is 在途 is read first (docs/design/scm-storage-2.md → 调拨管理): beside the state.
    {
      dataIndex: 'inTransitQty',
      title: '在途',
      width: 90,
      align: 'right',
      render: (_v, row) =>
        row.inTransitQty > 0 ? <strong style={{ color: '#ad4e00' }}>{qty(row.inTransitQty)}</strong> : '',
    },
    { dataIndex: 'houseName', title: '调出仓库', width: 100 },
    { dataIndex: 'toHouseName', title: '调入仓库', width: 110 },
    { dataIndex: 'needDate', title: '需求日期', width: 110, sorter: true },
    { dataIndex: 'summary', title: '明细', width: 260, ellipsis: true },
    { dataIndex: 'reason', title: '原因', width: 200, ellipsis: true },
    { dataIndex: 'totalQty', title: '申请数量', width: 90, align: 'right', render: (_v, row) => qty(row.totalQty) },
    { dataIndex: 'shippedQty', title: '已调出', width: 90, align: 'right', render: (_v, row) => qty(row.shippedQty) },
    { dataIndex: 'receivedQty', title: '已调入', width: 90, align: 'right', render: (_v, row) => qty(row.receivedQty) },
    { dataIndex: 'applicantName', title: '申请人', width: 80 },
    { dataIndex: 'approverName', title: '审批人', width: 80 },
    { dataIndex: 'approvalOpinion', title: '审批意见', width: 200, ellipsis: true, hide: true },
    { dataIndex: 'bizDate', title: '申请日期', width: 110 },
    'remark',
    'updateTime',
  ],
  conditions: [
    'docNo',
    {
      key: 'allotState',
      title: '状态',
      type: 'select',
      options: stateOptions(ST_ALLOT_STATES),
      multiple: true,
    },
    { key: 'materialCode', title: '物料', type: 'input' },
    { key: 'batchNo', title: '批次', type: 'input' },
    { key: 'bizDate', title: '申请日期', type: 'dateRange' },
  ],
  editFrom: 'detail',
  editTitle: (doc) => `编辑调拨单：${doc.docNo}`,
  formWidth: 1280,
  form: {
    houseId: { label: '调出仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    toHouseId: { label: '调入仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    needDate: { label: '需求日期', kind: 'date' },
    bizDate: { label: '申请日期', kind: 'date' },
    reason: { label: '原因', kind: 'textarea', wide: true, placeholder: '如：SMT 贴片线 12 月第 1 周备料' },
    lines: {
      label: '调拨明细',
      wide: true,
      lines: withShownFields(ALLOT_LINES),
      value: (doc) => doc.lines.map((line) => lineOfAllot(line, doc.houseId)),
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  // 1018402: the form says it before the server does.
  checks: [
    z.refine((doc) => !doc.houseId || !doc.toHouseId || doc.houseId !== doc.toHouseId, {
      message: '调出仓库与调入仓库不能相同',
      path: ['toHouseId'],
    }),
  ],
  empty: () => ({ bizDate: formatDate(new Date()) }),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./AllotDetailPanel').then((m) => m.AllotDetailPanel),
    },
    { kind: 'edit', when: editable },
    workflowSubmitAction<AllotRow>(BIZ_TYPE, stAllotSubmit, { when: editable }),
    {
      kind: 'call',
      action: 'withdraw',
      title: '撤回',
      confirm: true,
      when: allotIn('APPROVING'),
      run: (row, call) => stAllotWithdraw({ body: { id: row.id } }, call),
      done: '已撤回，调拨单回到草稿，分配已释放',
    },
    {
      kind: 'panel',
      action: 'out',
      title: '调出',
      when: allotIn('APPROVED'),
      load: () => import('./ShipPanel').then((m) => m.ShipPanel),
    },
    {
      kind: 'panel',
      action: 'in',
      title: '调入',
      when: allotIn('IN_TRANSIT'),
      load: () => import('./ReceivePanel').then((m) => m.ReceivePanel),
    },
    {
      kind: 'panel',
      action: 'print',
      title: '打印',
      when: allotIn('APPROVED', 'IN_TRANSIT', 'DONE'),
      load: () => import('./AllotPrintPanel').then((m) => m.AllotPrintPanel),
    },
    {
      kind: 'panel',
      action: 'cancel',
      title: '取消',
      when: allotIn('DRAFT', 'REJECTED', 'APPROVING', 'APPROVED'),
      load: () =>
        Promise.resolve(
          reasonPanel<AllotRow>({
            verb: '取消',
            noun: NOUN,
            intro: (row) => `${NOUN} ${row.docNo} 取消后作废，不再调出；已分配的库存随之释放。`,
            call: stAllotCancel,
            done: `${NOUN}已取消`,
          }),
        ),
    },
    deleteWhen(editable, stAllotDelete),
  ],
  status: false,
  table: { selection: 'checkbox', actionWidth: 220 },
});

/** The list with 调出仓库 and 调入仓库 among its conditions. */
export function AllotApplyListPage() {
  return <AllotApplyList conditions={useAllotHouseConditions(AllotApplyList.screen.conditions ?? [])} />;
}
