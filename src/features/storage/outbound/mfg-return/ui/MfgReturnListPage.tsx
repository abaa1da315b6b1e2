import { docConditions, docHeadColumns, stockDocActions } from '@/entities/storage/stock';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import {
  stMfgReturn,
  stMfgReturnCancel,
  stMfgReturnDelete,
  stMfgReturnPost,
  stMfgReturnReverse,
  stMfgReturnSubmit,
  stMfgReturnWithdraw,
  type StMfgReturnPageData,
} from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import { RETURN_LINE_COLUMNS, lineOfDetail, type ReturnLine } from '../model/return-lines';
import { useReturnLineColumns } from './use-return-line-columns';
import { WorkOrderReturnField } from './WorkOrderReturnField';

type Row = StMfgReturnPageData['rows'][number];

/** The lines on the grid: the batches issued to the work order, back to the chosen warehouse's locations (useColumns). */
const RETURN_LINES: LinesConfig<ReturnLine> = {
  columns: RETURN_LINE_COLUMNS,
  useColumns: useReturnLineColumns,
};

/**
 * 生产退料 (docs/design/scm-storage.md → 生产退料): what comes back from a work order. A document is a work order, the
 * warehouse it goes back to and lines of the batches issued to the order (已发, 已耗用 as mes reported, 已退) with
 * 退料数 within 可退 = 已发 − 已耗用 − 已退; 余料 goes back in the state it left in, 不良 as 不合格 to an isolation
 * location with its reason. The same states and actions as every storage document (PRODUCTION_RETURN rows).
 */
export const MfgReturnListPage = defineCrudScreen(stMfgReturn, {
  noun: '生产退料单',
  columns: docHeadColumns<Row>({
    docNo: { example: 'MR-20261129-0001' },
    reversed: '已冲销（MR-20261122-0002）',
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
    body: [{ dataIndex: 'materialSummary', title: '退料', width: 260, ellipsis: true }],
  }),
  conditions: docConditions({
    lead: [{ key: 'workOrderNo', title: '工单', type: 'input' }],
    material: { key: 'materialKeyword' },
    batch: 'batchNo',
    states: 'states',
    date: { key: 'bizDate' },
  }),
  editFrom: 'detail',
  editTitle: (doc) => `编辑生产退料单：${doc.docNo}`,
  formWidth: 1280,
  form: {
    workOrderId: {
      label: '工单',
      kind: 'custom',
      render: (field) => (
        <WorkOrderReturnField id={field.id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      ),
    },
    houseId: { label: '退回仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    bizDate: { label: '业务日期', kind: 'date' },
    lines: {
      label: '退料明细',
      wide: true,
      lines: withShownFields(RETURN_LINES),
      value: (doc) => doc.lines.map(lineOfDetail),
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  empty: () => ({ bizDate: formatDate(new Date()), lines: [] }),
  rowActions: stockDocActions<Row>({
    noun: '生产退料单',
    calls: {
      submit: stMfgReturnSubmit,
      withdraw: stMfgReturnWithdraw,
      post: stMfgReturnPost,
      cancel: stMfgReturnCancel,
      reverse: stMfgReturnReverse,
      remove: stMfgReturnDelete,
    },
    detail: () => import('./MfgReturnDetailPanel').then((m) => m.MfgReturnDetailPanel),
    print: () => import('./MfgReturnPrintPanel').then((m) => m.MfgReturnPrintPanel),
    postEffect: '生产退料单已过账：余料已回原状态，不良已进隔离库位',
  }),
  status: false,
  table: { selection: 'checkbox', actionWidth: 220 },
});
