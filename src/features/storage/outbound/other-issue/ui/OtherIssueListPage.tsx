import {
  docIn,
  issueLineColumns,
  lineOfDocLine,
  ST_APPROVAL_STATES,
  stockDocActions,
  type IssueLine,
  type StStock,
  docHeadColumns,
  docConditions,
} from '@/entities/storage/stock';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { workflowSubmitAction } from '@/entities/workflow';
import {
  stOtherIssue,
  stOtherIssueCancel,
  stOtherIssueDelete,
  stOtherIssuePost,
  stOtherIssueReverse,
  stOtherIssueSubmit,
  stOtherIssueWithdraw,
  type StOtherIssuePageData,
} from '@/shared/api';
import { formatDate, formatQty } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';
import { SCRAP_TYPE, scrapLineOf } from '../model/scrap';
import { otherIssueSave } from './save-other-issue';
import { useOtherLineColumns } from './use-other-line-columns';

export type OtherIssueRow = StOtherIssuePageData['rows'][number];

/** The workflow's business type of 其他出库 (product.md §4.5). */
const BIZ_TYPE = 'ST_OTHER_OUT';

/**
 * The lines on the grid, their rules by the 类型 (useOtherLineColumns). Saved, the lines are held to what a 报废 may
 * take (the widest); what the 类型 refuses beyond it is checked against the stock before sending (otherIssueSave).
 */
const OTHER_LINES: LinesConfig<IssueLine> = {
  columns: issueLineColumns('SCRAP'),
  useColumns: useOtherLineColumns,
};

/** A stock row handed over by 效期查询 (the add form's scope): it becomes a 报废's line. */
const isStock = (value: unknown): value is StStock =>
  typeof value === 'object' && value !== null && 'batchNo' in value && 'materialId' in value;

/**
 * 其他出库 (docs/design/scm-storage.md → 其他出库): OO- documents of a 类型 (st_other_out_type) with a reason and lines
 * as 销售出库's; approved through the ST_OTHER_OUT workflow before posting (1018131 otherwise); a 报废 may take expired
 * and 不合格 stock, the only document that may. 效期查询 opens its add form as a 报废 of a stock row (OtherIssuePage).
 */
export const OtherIssueListPage = defineCrudScreen(stOtherIssue, {
  noun: '其他出库单',
  columns: docHeadColumns<OtherIssueRow>({
    docNo: { example: 'OO-20261128-0001' },
    lead: [
      { dataIndex: 'otherType', title: '类型', width: 90, dict: 'st_other_out_type' },
      {
        dataIndex: 'approvalState',
        title: '审批',
        width: 90,
        render: (_value, row) => <StateTag states={ST_APPROVAL_STATES} state={row.approvalState} />,
      },
      { dataIndex: 'reason', title: '原因', width: 240, ellipsis: true },
    ],
    body: [
      { dataIndex: 'materialSummary', title: '物料', width: 240, ellipsis: true },
      {
        dataIndex: 'totalQty',
        title: '数量',
        width: 90,
        align: 'right',
        render: (_value, row) => formatQty(row.totalQty),
      },
    ],
    tail: [{ dataIndex: 'approverName', title: '审批人', width: 80 }],
  }),
  conditions: docConditions({
    lead: [{ key: 'otherTypes', title: '类型', type: 'select', dict: 'st_other_out_type', multiple: true }],
    material: { key: 'materialKeyword' },
    batch: 'batchNo',
    states: 'state',
    tail: [
      {
        key: 'approvalState',
        title: '审批',
        type: 'select',
        options: stateOptions(ST_APPROVAL_STATES),
        multiple: true,
      },
    ],
    date: { key: 'bizDate' },
  }),
  editFrom: 'detail',
  editTitle: (doc) => `编辑其他出库单：${doc.docNo}`,
  formWidth: 1280,
  form: {
    houseId: { label: '仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    otherType: { kind: 'select', dict: 'st_other_out_type' },
    reason: { placeholder: '如 超过有效期，按规定报废' },
    bizDate: { kind: 'date' },
    lines: {
      label: '出库明细',
      wide: true,
      lines: withShownFields(OTHER_LINES),
      value: (doc) => doc.lines.map(lineOfDocLine),
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  save: otherIssueSave,
  // A new document dated today; from 效期查询 a 报废 of the stock row it names.
  empty: (scope) => {
    const stock = scope?.scrapStock;
    if (!isStock(stock)) return { bizDate: formatDate(new Date()) };
    return {
      bizDate: formatDate(new Date()),
      houseId: stock.houseId,
      otherType: SCRAP_TYPE,
      reason: stock.expiryState === 'EXPIRED' ? `超过有效期（有效期至 ${stock.expiryDate ?? ''}），报废` : '',
      lines: [scrapLineOf(stock)],
    };
  },
  rowActions: stockDocActions<OtherIssueRow>({
    noun: '其他出库单',
    calls: {
      // Not called: 提交 goes through the workflow's dialog (`submit` below), which sends hasProc and the department.
      submit: (variables, options) =>
        stOtherIssueSubmit({ body: { ...variables.body, hasProc: false, bizType: BIZ_TYPE } }, options),
      withdraw: stOtherIssueWithdraw,
      post: stOtherIssuePost,
      cancel: stOtherIssueCancel,
      reverse: stOtherIssueReverse,
      remove: stOtherIssueDelete,
    },
    detail: () => import('./OtherIssueDetailPanel').then((m) => m.OtherIssueDetailPanel),
    print: () => import('./OtherIssuePrintPanel').then((m) => m.OtherIssuePrintPanel),
    submit: workflowSubmitAction(BIZ_TYPE, stOtherIssueSubmit, { when: docIn<OtherIssueRow>('DRAFT') }),
    postEffect: '其他出库单已过账：库存已出库（报废写报废流水）',
  }),
  status: false,
  table: { selection: 'checkbox' },
});
