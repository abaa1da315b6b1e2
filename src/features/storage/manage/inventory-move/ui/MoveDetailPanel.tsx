import type { TableColumnsType } from 'antd';
import { DocDetailDrawer, DocLedger, qtyWithUnit, ST_QUALITY_STATES } from '@/entities/storage/stock';
import { stMoveDetailQueryOptions } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { StateTag } from '@/shared/ui/state-tag';
import type { MoveDetail, MoveRow } from '../model/move-lines';

type Line = MoveDetail['lines'][number];

const LINE_COLUMNS: TableColumnsType<Line> = [
  { key: 'lineNo', dataIndex: 'lineNo', title: '行', width: 48 },
  {
    key: 'material',
    title: '物料',
    width: 190,
    render: (_v, line) => `${line.materialCode} ${line.materialName}`,
  },
  { key: 'batchNo', dataIndex: 'batchNo', title: '批次', width: 130 },
  {
    key: 'qualityState',
    title: '质量状态',
    width: 84,
    render: (_v, line) => <StateTag states={ST_QUALITY_STATES} state={line.qualityState} />,
  },
  { key: 'from', title: '从库位', width: 110, render: (_v, line) => line.fromLocationCode },
  { key: 'to', title: '到库位', width: 110, render: (_v, line) => line.toLocationCode },
  { key: 'qty', title: '数量', width: 100, align: 'right', render: (_v, line) => qtyWithUnit(line, line.qty) },
  {
    key: 'availableQty',
    title: '从库位可用',
    width: 100,
    align: 'right',
    render: (_v, line) => qtyWithUnit(line, line.availableQty),
  },
  { key: 'remark', dataIndex: 'remark', title: '备注', ellipsis: true },
];

/** 移库单详情 (docs/design/scm-storage.md → Documents): the document, its lines and the MOVE rows posting wrote. */
export function MoveDetailPanel({ row, onClose }: RowPanelProps<MoveRow>) {
  return (
    <DocDetailDrawer
      title={`移库单详情：${row.docNo}`}
      onClose={onClose}
      query={stMoveDetailQueryOptions({ query: { id: row.id } })}
      lines={{ title: '移库明细', columns: LINE_COLUMNS, minWidth: 900 }}
      after={(doc) => <DocLedger rows={doc.ledgerRows} />}
    />
  );
}
