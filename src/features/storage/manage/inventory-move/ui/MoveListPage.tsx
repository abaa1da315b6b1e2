import { lazy } from 'react';
import {
  stockDocActions,
  useHouseConditions,
  StockFormFromLink,
  docStateColumn,
  DOC_STATE_OPTIONS,
} from '@/entities/storage/stock';
import {
  stMove,
  stMoveCancel,
  stMoveDelete,
  stMovePageOperation,
  stMovePost,
  stMoveReverse,
  stMoveSubmit,
  stMoveWithdraw,
} from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import type { MoveRow } from '../model/move-lines';

const MoveForm = lazy(() => import('./MoveForm').then((m) => ({ default: m.MoveForm })));

/**
 * 库存移动 (docs/design/scm-storage.md → 库存移动): move documents (MV-) inside one warehouse, 草稿 → 已提交 → 已过账
 * with 取消 and 冲销 as every storage document; their lines are stock rows moved to another location of the warehouse
 * (not an isolation location), each within what may move from its source, refused at the cell before sending.
 */
const MoveList = defineCrudScreen(stMove, {
  noun: '移库单',
  columns: [
    { dataIndex: 'docNo', title: '单号', example: 'MV-20261129-0001', hideAble: false },
    docStateColumn('已冲销（MV-20261125-0002）'),
    { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
    { dataIndex: 'bizDate', title: '业务日期', example: '2026-11-29' },
    { dataIndex: 'summary', title: '明细', width: 360, ellipsis: true },
    { dataIndex: 'lineCount', title: '行数', align: 'right', example: '12' },
    { dataIndex: 'operatorName', title: '经办人', example: '黄强' },
    { dataIndex: 'postTime', title: '过账时间', example: '2026-11-25 15:30:00' },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
    'updateTime',
  ],
  conditions: [
    'docNo',
    { key: 'state', title: '状态', type: 'select', options: DOC_STATE_OPTIONS, multiple: true },
    { key: 'materialCode', title: '物料', type: 'input' },
    { key: 'batchNo', title: '批次', type: 'input' },
    { key: 'bizDate', title: '业务日期', type: 'dateRange' },
  ],
  editor: () => import('./MoveForm').then((m) => m.MoveForm),
  rowActions: stockDocActions<MoveRow>({
    noun: '移库单',
    calls: {
      submit: stMoveSubmit,
      withdraw: stMoveWithdraw,
      post: stMovePost,
      cancel: stMoveCancel,
      reverse: stMoveReverse,
      remove: stMoveDelete,
    },
    detail: () => import('./MoveDetailPanel').then((m) => m.MoveDetailPanel),
    print: () => import('./MovePrintPanel').then((m) => m.MovePrintPanel),
    postEffect: '移库单已过账：库存已从从库位移到到库位',
  }),
  status: false,
  table: { actionWidth: 220 },
});

export function MoveListPage() {
  return (
    <>
      <MoveList conditions={useHouseConditions(MoveList.screen.conditions ?? [])} />
      {/* 库存明细's 移库 (`?stockId=`): a new move with that row on its first line. */}
      <StockFormFromLink Form={MoveForm} list={stMovePageOperation} />
    </>
  );
}
