import { docIn, docStateColumn, DOC_STATE_OPTIONS, reasonPanel } from '@/entities/storage/stock';
import {
  stCountCorrection,
  stCountCorrectionCancel,
  stCountCorrectionPost,
  stCountCorrectionReverse,
  type StCountCorrectionPageData,
} from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

export type CorrectionRow = StCountCorrectionPageData['rows'][number];

const NOUN = '差异更正单';
const reversible: RowCondition<CorrectionRow>[] = [
  docIn<CorrectionRow>('POSTED'),
  { field: 'reversed', op: 'eq', value: false },
  { field: 'reversalOfId', op: 'Null' },
];

/**
 * 差异更正 (docs/design/scm-storage-2.md → 差异更正): the CA- documents an approval made. 过账 writes STOCKTAKE rows
 * (盘盈 IN, 盘亏 OUT) by the difference; 取消 sends the task back to 待审批; a posted one is undone by 冲销, a
 * correcting CA- with the opposite rows. No 新增 or 编辑: the lines are the approved differences.
 */
export const CorrectionListPage = defineCrudScreen(stCountCorrection, {
  noun: NOUN,
  columns: [
    { dataIndex: 'docNo', title: '单号', example: 'CA-20261128-0001', hideAble: false },
    docStateColumn<CorrectionRow>('已过账 已冲销（CA-20261122-0001）'),
    { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
    { dataIndex: 'taskNo', title: '盘点任务', example: 'CT-20261121-0003' },
    { dataIndex: 'planNo', title: '盘点计划', example: 'CP-20261120-0001' },
    { dataIndex: 'summary', title: '差异', width: 320, ellipsis: true },
    {
      dataIndex: 'gainAmount',
      title: '盘盈金额',
      align: 'right',
      example: '126.00',
      render: (_v, row) => formatMoney(row.gainAmount),
    },
    {
      dataIndex: 'lossAmount',
      title: '盘亏金额',
      align: 'right',
      example: '77.20',
      render: (_v, row) => formatMoney(row.lossAmount),
    },
    { dataIndex: 'bizDate', title: '业务日期', example: '2026-11-28' },
    { dataIndex: 'postTime', title: '过账时间', example: '2026-11-21 17:20:00' },
    'updateTime',
  ],
  conditions: [
    'docNo',
    { key: 'state', title: '状态', type: 'select', options: DOC_STATE_OPTIONS, multiple: true },
    { key: 'bizDate', title: '业务日期', type: 'dateRange' },
  ],
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./CorrectionDetailPanel').then((m) => m.CorrectionDetailPanel),
    },
    {
      kind: 'call',
      action: 'post',
      title: '过账',
      confirm: true,
      when: docIn<CorrectionRow>('SUBMITTED'),
      run: (row, call) => stCountCorrectionPost({ body: { id: row.id } }, call),
      done: '差异更正单已过账：盘盈 / 盘亏已写入库存流水',
    },
    {
      kind: 'panel',
      action: 'cancel',
      title: '取消',
      when: docIn<CorrectionRow>('SUBMITTED'),
      load: () =>
        Promise.resolve(
          reasonPanel<CorrectionRow>({
            verb: '取消',
            noun: NOUN,
            intro: (row) => `${NOUN} ${row.docNo} 取消后不再过账，盘点任务 ${row.taskNo} 回到待审批。`,
            call: stCountCorrectionCancel,
            done: `${NOUN}已取消`,
          }),
        ),
    },
    {
      kind: 'panel',
      action: 'reverse',
      title: '冲销',
      when: reversible,
      load: () =>
        Promise.resolve(
          reasonPanel<CorrectionRow>({
            verb: '冲销',
            noun: NOUN,
            intro: (row) =>
              `冲销会生成一张冲销单并立即过账，写入方向相反的盘盈 / 盘亏流水，抵消 ${row.docNo} 的更正；原单不再改动。`,
            call: stCountCorrectionReverse,
            done: '已冲销，冲销单已过账',
          }),
        ),
    },
  ],
  status: false,
  table: { actionWidth: 180 },
});
