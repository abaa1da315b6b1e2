import { docConditions, docHeadColumns, stockDocActions } from '@/entities/storage/stock';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import {
  stMfgEntry,
  stMfgEntryCancel,
  stMfgEntryDelete,
  stMfgEntryPost,
  stMfgEntryReverse,
  stMfgEntrySubmit,
  stMfgEntryWithdraw,
  type StMfgEntryPageData,
} from '@/shared/api';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import { lineOfEntry, MFG_LINE_COLUMNS, type MfgLine } from '../model/mfg-lines';
import { useMfgLineColumns } from './use-mfg-line-columns';

export type MfgEntryRow = StMfgEntryPageData['rows'][number];

const MFG_LINES: LinesConfig<MfgLine> = { columns: MFG_LINE_COLUMNS, useColumns: useMfgLineColumns };

/** A document's lines in one cell: 'MO-20261123-001 FG-SD-750 伺服驱动器 190 台', a line each. */
const linesText = (row: MfgEntryRow) =>
  row.lines.map((line) => (
    <div key={line.id}>
      {line.workOrderNo} {line.materialCode} {line.materialName} {formatNumber(line.qty, line.uomPrecision)}{' '}
      {line.uomName}
    </div>
  ));

/**
 * 生产入库 (docs/design/scm-storage.md → 生产入库): finished and semi-finished goods against mes's work orders, each line
 * within 可入库 = 工单合格数 − 已入库 (1018121 otherwise, said at the cell with the numbers); the document pattern,
 * posting writes PRODUCTION_RECEIPT rows and the order's 已入库.
 */
export const MfgEntryListPage = defineCrudScreen(stMfgEntry, {
  noun: '生产入库单',
  columns: docHeadColumns<MfgEntryRow>({
    docNo: { example: 'PR-20261128-0002' },
    house: { example: '成品仓' },
    date: '入库日期',
    body: [{ dataIndex: 'lines', title: '工单 / 产品 / 数量', width: 360, render: (_v, row) => linesText(row) }],
  }),
  conditions: docConditions({
    lead: [{ key: 'workOrderNo', title: '工单', type: 'input' }],
    material: { key: 'materialCode', title: '产品编码' },
    states: 'state',
    date: { key: 'bizDate', title: '入库日期' },
  }),
  editFrom: 'detail',
  editTitle: (doc) => `编辑生产入库单：${doc.docNo}`,
  formWidth: 1280,
  form: {
    houseId: { label: '仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    bizDate: { label: '入库日期', kind: 'date' },
    remark: { label: '备注', kind: 'textarea', wide: true },
    lines: {
      label: '入库明细',
      wide: true,
      lines: withShownFields(MFG_LINES),
      value: (doc) => doc.lines.map(lineOfEntry),
    },
  },
  // A new entry: today, into 成品仓 (where finished goods go; any warehouse may be chosen).
  empty: () => ({ bizDate: formatDate(new Date()), houseId: '1716352000000400804' }),
  rowActions: stockDocActions<MfgEntryRow>({
    noun: '生产入库单',
    calls: {
      submit: stMfgEntrySubmit,
      withdraw: stMfgEntryWithdraw,
      post: stMfgEntryPost,
      cancel: stMfgEntryCancel,
      reverse: stMfgEntryReverse,
      remove: stMfgEntryDelete,
    },
    detail: () => import('./MfgEntryDetailPanel').then((m) => m.MfgEntryDetailPanel),
    print: () => import('./MfgEntryPrintPanel').then((m) => m.MfgEntryPrintPanel),
    postEffect: '生产入库单已过账：已写入生产入库流水，并记入工单的已入库',
  }),
  status: false,
  table: { actionWidth: 220 },
});
