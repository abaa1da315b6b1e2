import { docConditions, docHeadColumns, stockDocActions } from '@/entities/storage/stock';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import {
  stMfgIssue,
  stMfgIssueCancel,
  stMfgIssueDelete,
  stMfgIssuePost,
  stMfgIssueReverse,
  stMfgIssueSubmit,
  stMfgIssueWithdraw,
  type StMfgIssuePageData,
} from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import { ISSUE_LINE_COLUMNS, lineOfDetail, type IssueLine } from '../model/issue-lines';
import { useIssueLineColumns } from './use-issue-line-columns';
import { WorkOrderField } from './WorkOrderField';

type Row = StMfgIssuePageData['rows'][number];

/** The lines on the grid: from the work order's demand, the batch picked in the warehouse's stock (useColumns). */
const ISSUE_LINES: LinesConfig<IssueLine> = {
  columns: ISSUE_LINE_COLUMNS,
  useColumns: useIssueLineColumns,
};

/**
 * 生产发料 (docs/design/scm-storage.md → 生产发料): issues to mes's released and running work orders. A document is a
 * work order, a warehouse and lines from the order's BOM (需求, 已发, 待发) with 本次发料 within 可发 and the batch the
 * suggestion takes (FEFO / FIFO); another batch asks for a reason, expired, 待检 / 不合格 / 冻结 and held stock is
 * never offered. Drafts are edited, submitted (allocating), posted (PRODUCTION_ISSUE rows) or cancelled; a posted
 * one is reversed.
 */
export const MfgIssueListPage = defineCrudScreen(stMfgIssue, {
  noun: '生产发料单',
  columns: docHeadColumns<Row>({
    docNo: { example: 'MI-20261128-0007' },
    reversed: '已冲销（MI-20261126-0004）',
    lead: [
      { dataIndex: 'workOrderNo', title: '工单', example: 'MO-20261123-001' },
      {
        dataIndex: 'productName',
        title: '产品',
        example: 'FG-SD-750 伺服驱动器',
        hide: 'narrow',
        render: (_v, row) => `${row.productCode} ${row.productName}`,
      },
    ],
    body: [{ dataIndex: 'materialSummary', title: '发料', width: 240, ellipsis: true }],
  }),
  conditions: docConditions({
    lead: [{ key: 'workOrderNo', title: '工单', type: 'input' }],
    material: { key: 'materialKeyword' },
    batch: 'batchNo',
    states: 'states',
    date: { key: 'bizDate' },
  }),
  editFrom: 'detail',
  editTitle: (doc) => `编辑生产发料单：${doc.docNo}`,
  formWidth: 1280,
  form: {
    workOrderId: {
      label: '工单',
      kind: 'custom',
      render: (field) => (
        <WorkOrderField id={field.id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      ),
    },
    houseId: { label: '发料仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    bizDate: { label: '业务日期', kind: 'date' },
    lines: {
      label: '发料明细',
      wide: true,
      lines: withShownFields(ISSUE_LINES),
      value: (doc) => doc.lines.map(lineOfDetail),
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  empty: () => ({ bizDate: formatDate(new Date()), lines: [] }),
  rowActions: stockDocActions<Row>({
    noun: '生产发料单',
    calls: {
      submit: stMfgIssueSubmit,
      withdraw: stMfgIssueWithdraw,
      post: stMfgIssuePost,
      cancel: stMfgIssueCancel,
      reverse: stMfgIssueReverse,
      remove: stMfgIssueDelete,
    },
    detail: () => import('./MfgIssueDetailPanel').then((m) => m.MfgIssueDetailPanel),
    print: () => import('./MfgIssuePrintPanel').then((m) => m.MfgIssuePrintPanel),
    postEffect: '生产发料单已过账，库存已按发料扣减',
  }),
  status: false,
  table: { selection: 'checkbox', actionWidth: 220 },
});
