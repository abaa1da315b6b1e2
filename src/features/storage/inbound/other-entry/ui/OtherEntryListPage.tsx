import { Typography } from 'antd';
import {
  docIn,
  narrowDocActions,
  stockDocActions,
  ST_APPROVAL_STATES,
  docHeadColumns,
  docConditions,
} from '@/entities/storage/stock';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { workflowSubmitAction } from '@/entities/workflow';
import {
  stOtherEntry,
  stOtherEntryCancel,
  stOtherEntryDelete,
  stOtherEntryPost,
  stOtherEntryReverse,
  stOtherEntrySubmit,
  stOtherEntryWithdraw,
  type StOtherEntryPageData,
} from '@/shared/api';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';
import { lineOfOther, OTHER_LINE_COLUMNS, OTHER_LINE_RULES, type OtherLine } from '../model/other-lines';
import { useOtherLineColumns } from './use-other-line-columns';

export type OtherEntryRow = StOtherEntryPageData['rows'][number];

/** The workflow's business type of 其他入库 (docs/design/scm-storage.md → Documents). */
const BIZ_TYPE = 'ST_OTHER_IN';

const OTHER_LINES: LinesConfig<OtherLine> = {
  columns: OTHER_LINE_COLUMNS,
  ...OTHER_LINE_RULES,
  useColumns: useOtherLineColumns,
};

/** A document's lines in one cell, a line each. */
const linesText = (row: OtherEntryRow) =>
  row.lines.map((line) => (
    <div key={line.id}>
      {line.materialCode} {line.materialName} {formatNumber(line.qty, line.uomPrecision)} {line.uomName}
    </div>
  ));

/**
 * 其他入库 (docs/design/scm-storage.md → 其他入库): entries of a type from the dictionary st_other_in_type with their
 * reason, approved through the workflow (ST_OTHER_IN) after 提交 and posted once approved (1018131 otherwise);
 * 客供料 comes in 待检. OTHER_IN rows, the reason on them.
 */
export const OtherEntryListPage = defineCrudScreen(stOtherEntry, {
  noun: '其他入库单',
  columns: docHeadColumns<OtherEntryRow>({
    docNo: { example: 'OI-20261128-0001' },
    lead: [
      {
        dataIndex: 'approvalState',
        title: '审批',
        width: 200,
        render: (_v, row) => (
          <>
            <StateTag states={ST_APPROVAL_STATES} state={row.approvalState} />
            {row.approvalState === 'REJECTED' && row.approvalOpinion && (
              <Typography.Text type="danger">{row.approvalOpinion}</Typography.Text>
            )}
          </>
        ),
      },
      { dataIndex: 'entryType', title: '类型', example: '客供料入库', dict: 'st_other_in_type' },
      { dataIndex: 'reason', title: '原因', width: 220, ellipsis: true },
    ],
    date: '入库日期',
    body: [{ dataIndex: 'lines', title: '物料 / 数量', width: 260, render: (_v, row) => linesText(row) }],
  }),
  conditions: docConditions({
    lead: [{ key: 'entryType', title: '类型', type: 'select', dict: 'st_other_in_type', multiple: true }],
    material: { key: 'materialCode', title: '物料编码' },
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
    date: { key: 'bizDate', title: '入库日期' },
  }),
  editFrom: 'detail',
  editTitle: (doc) => `编辑其他入库单：${doc.docNo}`,
  formWidth: 1280,
  form: {
    houseId: { label: '仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    bizDate: { label: '入库日期', kind: 'date' },
    entryType: { label: '类型', kind: 'select', dict: 'st_other_in_type' },
    reason: { label: '原因', kind: 'textarea', wide: true, placeholder: '如：供应商寄来的新型材样品' },
    remark: { label: '备注', kind: 'textarea', wide: true },
    lines: {
      label: '入库明细',
      wide: true,
      lines: withShownFields(OTHER_LINES),
      value: (doc) => doc.lines.map(lineOfOther),
    },
  },
  empty: () => ({ bizDate: formatDate(new Date()) }),
  rowActions: narrowDocActions(
    stockDocActions<OtherEntryRow>({
      noun: '其他入库单',
      calls: {
        // 提交 goes through the workflow dialog (below); this plain submit, without a process, is not offered.
        submit: (variables, options) =>
          stOtherEntrySubmit({ body: { ...variables.body, hasProc: false, bizType: BIZ_TYPE } }, options),
        withdraw: stOtherEntryWithdraw,
        post: stOtherEntryPost,
        cancel: stOtherEntryCancel,
        reverse: stOtherEntryReverse,
        remove: stOtherEntryDelete,
      },
      submit: workflowSubmitAction<OtherEntryRow>(BIZ_TYPE, stOtherEntrySubmit, { when: docIn('DRAFT') }),
      detail: () => import('./OtherEntryDetailPanel').then((m) => m.OtherEntryDetailPanel),
      print: () => import('./OtherEntryPrintPanel').then((m) => m.OtherEntryPrintPanel),
      postEffect: '其他入库单已过账，已写入其他入库流水',
    }),
    // Posted once approved (1018131).
    { post: { field: 'approvalState', op: 'eq', value: 'APPROVED' } },
  ),
  status: false,
  table: { actionWidth: 220 },
});
