import { narrowDocActions, stockDocActions, docStateColumn, DOC_STATE_OPTIONS } from '@/entities/storage/stock';
import {
  stOpening,
  stOpeningCancel,
  stOpeningDelete,
  stOpeningPost,
  stOpeningReverse,
  stOpeningSubmit,
  stOpeningWithdraw,
  type StOpeningPageData,
} from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { OpeningToolbar } from './OpeningToolbar';

export type OpeningRow = StOpeningPageData['rows'][number];

/** A live warehouse's opening stock is locked (1018042): no 编辑, 过账 or 冲销 is offered. */
const NOT_LIVE: RowCondition<OpeningRow> = { field: 'houseLive', op: 'eq', value: false };

/**
 * 期初单 of the warehouse chosen beside the list (docs/design/scm-storage.md → 期初库存): made by 导入 (one draft per
 * import), edited, submitted and posted while the warehouse is not live (OPENING rows), reversed until it goes live.
 */
export const OpeningList = defineCrudScreen(stOpening, {
  noun: '期初单',
  columns: [
    { dataIndex: 'docNo', title: '单号', example: 'OB-20260201-0002', hideAble: false },
    docStateColumn(),
    { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
    { dataIndex: 'bizDate', title: '期初日期', example: '2026-02-01' },
    { dataIndex: 'lineCount', title: '行数', align: 'right', example: '36' },
    { dataIndex: 'importFileName', title: '导入文件', ellipsis: true, width: 200 },
    { dataIndex: 'operatorName', title: '经办人', example: '黄强' },
    { dataIndex: 'postTime', title: '过账时间', example: '2026-02-01 09:30:00' },
    'remark',
    'updateTime',
  ],
  conditions: ['docNo', { key: 'state', title: '状态', type: 'select', options: DOC_STATE_OPTIONS, multiple: true }],
  rowActions: narrowDocActions(
    stockDocActions<OpeningRow>({
      noun: '期初单',
      calls: {
        submit: stOpeningSubmit,
        withdraw: stOpeningWithdraw,
        post: stOpeningPost,
        cancel: stOpeningCancel,
        reverse: stOpeningReverse,
        remove: stOpeningDelete,
      },
      detail: () => import('./OpeningDetailPanel').then((m) => m.OpeningDetailPanel),
      postEffect: '期初单已过账，已写入期初库存流水',
    }),
    { edit: NOT_LIVE, post: NOT_LIVE, reverse: NOT_LIVE },
    {
      edit: {
        kind: 'panel',
        action: 'edit',
        title: '编辑',
        when: { field: 'state', op: 'eq', value: 'DRAFT' },
        load: () => import('./OpeningEditPanel').then((m) => m.OpeningEditPanel),
      },
    },
  ),
  status: false,
  toolbar: ({ refetch }) => <OpeningToolbar refetch={refetch} />,
  table: { actionWidth: 220 },
});
