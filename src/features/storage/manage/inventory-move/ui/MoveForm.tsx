import { moveLimit, type StStock } from '@/entities/storage/stock';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { stMoveAdd, stMoveAddBodyFacts, stMoveDetailQueryOptions, stMoveEdit } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { defineForm, EditFromDetail, RecordFormModal, withShownFields } from '@/shared/ui/record-form';
import {
  lineOfMove,
  MOVE_LINE_COLUMNS,
  stockOfLine,
  type MoveDetail,
  type MoveLine,
  type MoveRow,
} from '../model/move-lines';
import { useMoveLineColumns } from './use-move-line-columns';

/** The move's fields, from the contract's body (StMoveForm): the warehouse, the date, the lines on the grid. */
export const moveForm = defineForm(stMoveAddBodyFacts, {
  houseId: { label: '仓库', kind: 'custom' },
  bizDate: { label: '业务日期', kind: 'date' },
  lines: {
    label: '移库明细',
    wide: true,
    lines: withShownFields<MoveLine, MoveLine>({ columns: MOVE_LINE_COLUMNS, useColumns: useMoveLineColumns }),
  },
  remark: { label: '备注', kind: 'textarea', wide: true, placeholder: '如：腾出 1 号货架给新到的 IGBT 模块' },
});
type Values = typeof moveForm.empty;

/**
 * The rules: the contract's, and the lines' columns (数量 within what may move, 到库位 ≠ 从库位). A line whose stock
 * lies in another warehouse than the header's (the warehouse changed after picking) is marked at its cell by the
 * grid's columns (use-move-line-columns) and refused by the server (1018033); the save's rule sees the contract's
 * fields only, not the row's warehouse.
 */
export const moveSchema = moveForm.schema;

/** A new move: today, and the stock row it was opened with on its first line. */
export function newMove(stock: StStock | undefined, today: string): Values {
  // Opened with a row, the whole of what may move from it is proposed; a blank move starts with one empty line.
  const lines: MoveLine[] = stock
    ? [{ toLocationId: '', remark: '', ...stockOfLine(stock), qty: moveLimit(stock) }]
    : moveForm.empty.lines;
  return { ...moveForm.empty, houseId: stock?.houseId ?? '', bizDate: today, lines };
}

function valuesOf(detail: MoveDetail): Values {
  return {
    houseId: detail.houseId,
    bizDate: detail.bizDate,
    remark: detail.remark ?? '',
    lines: detail.lines.map((line) => lineOfMove(line, detail.houseId)),
  };
}

function MoveFormDialog({
  detail,
  stock,
  onClose,
  onSaved,
}: {
  detail?: MoveDetail;
  stock?: StStock | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const fields = moveForm.fields({ houseId: (field) => <WarehouseSelect {...field} id={field.name} /> });
  return (
    <RecordFormModal
      title={detail ? `编辑移库单：${detail.docNo}` : '新增移库单'}
      open
      onClose={onClose}
      schema={moveSchema}
      defaultValues={detail ? valuesOf(detail) : newMove(stock, formatDate(new Date()))}
      fields={fields}
      onSubmit={(body) =>
        detail
          ? stMoveEdit({ body: { ...body, id: detail.id } }, { quiet: true })
          : stMoveAdd({ body }, { quiet: true })
      }
      onSaved={onSaved}
      successMessage={detail ? '移库单已保存' : '移库单已保存为草稿，提交后过账'}
      width={1200}
    />
  );
}

/**
 * 新增 / 编辑移库单 (docs/design/scm-storage.md → 库存移动): the warehouse, the date and the lines — a stock row of that
 * warehouse, 到库位 and 数量 within what may move — refused at the cell before anything is sent. An edit starts from
 * the detail (its lines carry the source's figures now).
 */
export function MoveForm({
  record,
  stock,
  onClose,
  onSaved,
}: {
  record?: MoveRow | undefined;
  stock?: StStock | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  if (!record) return <MoveFormDialog stock={stock} onClose={onClose} onSaved={onSaved} />;
  return (
    <EditFromDetail
      query={stMoveDetailQueryOptions({ query: { id: record.id } })}
      title="编辑移库单"
      width={1200}
      onClose={onClose}
    >
      {(detail) => <MoveFormDialog detail={detail} onClose={onClose} onSaved={onSaved} />}
    </EditFromDetail>
  );
}
