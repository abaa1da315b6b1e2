import { docConditions, docHeadColumns, stockDocActions } from '@/entities/storage/stock';
import { UserSelect } from '@/entities/user';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import {
  stPutaway,
  stPutawayCancel,
  stPutawayDelete,
  stPutawayPost,
  stPutawayReverse,
  stPutawaySubmit,
  stPutawayWithdraw,
  type StPutawayPageData,
} from '@/shared/api';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import { lineOfPutaway, PUTAWAY_LINE_COLUMNS, type PutawayLine } from '../model/putaway-lines';
import { usePutawayLineColumns } from './use-putaway-line-columns';

type PutawayRow = StPutawayPageData['rows'][number];

const PUTAWAY_LINES: LinesConfig<PutawayLine> = {
  columns: PUTAWAY_LINE_COLUMNS,
  useColumns: usePutawayLineColumns,
};

/**
 * 采购入库 (docs/design/scm-storage.md → 采购入库): putting away what inspection accepted. The lines are judged receipt
 * lines of the warehouse (可上架 = 合格 − 已上架), each to the location suggested — the material's fixed location while
 * it holds the quantity, else where it was last put away, the reason shown — or any enabled location the keeper
 * picks. Posting moves the stock (none when the location stays) and adds to the order line's 已入库; a posted one is
 * reversed, never edited.
 */
export const PutawayListPage = defineCrudScreen(stPutaway, {
  noun: '采购入库单',
  columns: docHeadColumns<PutawayRow>({
    docNo: { title: '入库单号', example: 'PA-20261127-0001' },
    reversed: '已过账 已冲销（PA-20261121-0002）',
    lead: [{ dataIndex: 'receiptNos', title: '收货单', example: 'GR-20261126-0003' }],
    date: '入库日期',
    body: [
      { dataIndex: 'materialSummary', title: '物料', example: 'EL-CN-DB15F 连接器' },
      {
        dataIndex: 'qty',
        title: '数量',
        align: 'right',
        example: '4,052.812 千克',
        render: (_v, row) =>
          row.qty === null || row.qty === undefined || !row.uomName
            ? ''
            : `${formatNumber(row.qty, row.uomPrecision ?? 0)} ${row.uomName}`,
      },
      { dataIndex: 'locationSummary', title: '上架库位', example: 'E1-01-01' },
    ],
  }),
  conditions: docConditions({
    lead: [{ key: 'receiptNo', title: '收货单号', type: 'input' }],
    material: { key: 'materialCode', title: '物料编码' },
    batch: 'batchNo',
    states: 'state',
    date: { key: 'bizDate', title: '入库日期' },
  }),
  editFrom: 'detail',
  editTitle: (doc) => `编辑采购入库单：${doc.docNo}`,
  formWidth: 1320,
  form: {
    houseId: { label: '仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    bizDate: { label: '入库日期', kind: 'date' },
    operatorId: {
      label: '经办人',
      kind: 'custom',
      render: (field) => <UserSelect {...field} placeholder="不选为当前用户" />,
    },
    lines: {
      label: '上架明细',
      wide: true,
      lines: withShownFields(PUTAWAY_LINES),
      value: (doc) => doc.lines.map(lineOfPutaway),
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  empty: () => ({ bizDate: formatDate(new Date()) }),
  rowActions: stockDocActions<PutawayRow>({
    noun: '采购入库单',
    calls: {
      submit: stPutawaySubmit,
      withdraw: stPutawayWithdraw,
      post: stPutawayPost,
      cancel: stPutawayCancel,
      reverse: stPutawayReverse,
      remove: stPutawayDelete,
    },
    detail: () => import('./PutawayDetailPanel').then((m) => m.PutawayDetailPanel),
    print: () => import('./PutawayPrintPanel').then((m) => m.PutawayPrintPanel),
    postEffect: '采购入库单已过账：已上架，订单行的已入库已回写',
  }),
  // 删除 is a draft's (the document pattern), not every row's.
  status: false,
  table: { actionWidth: 200 },
});
