import { Button, Table, type TableColumnsType } from 'antd';
import { type WipMatrix, wipMatrix, type WipCell } from '../model/wip-matrix';

type LineRow = WipMatrix['lines'][number];

interface WipMatrixTableProps {
  cells: readonly WipCell[];
  loading: boolean;
  /** The chosen cell (line × process) narrows the task list below. */
  chosen?: { lineId: string; processCode: string } | undefined;
  onChoose: (cell: { lineId: string; processCode: string }) => void;
}

/** 在制汇总: lines down, processes across, the WIP quantity in each cell (a button that narrows the list). */
export function WipMatrixTable({ cells, loading, chosen, onChoose }: WipMatrixTableProps) {
  const matrix = wipMatrix(cells);
  const columns: TableColumnsType<LineRow> = [
    { key: 'line', title: '产线', fixed: 'left', width: 180, render: (_, line) => `${line.code} ${line.name}` },
    { key: 'workshop', title: '车间', width: 110, render: (_, line) => line.workshopName },
    ...matrix.processes.map((p) => ({
      key: p.code,
      title: `${p.code} ${p.name}`,
      width: 120,
      align: 'right' as const,
      render: (_: unknown, line: LineRow) => {
        const cell = line.cells[p.code];
        if (!cell) return '—';
        const active = chosen?.lineId === line.id && chosen.processCode === p.code;
        return (
          <Button
            size="small"
            type={active ? 'primary' : 'link'}
            aria-label={`${line.code} ${p.name} 在制 ${cell.wipQuantity}`}
            onClick={() => onChoose({ lineId: line.id, processCode: p.code })}
          >
            {cell.wipQuantity}
          </Button>
        );
      },
    })),
    { key: 'total', title: '合计', width: 90, align: 'right', fixed: 'right', render: (_, line) => line.total },
  ];
  return (
    <Table<LineRow>
      rowKey="id"
      size="small"
      bordered
      loading={loading}
      pagination={false}
      columns={columns}
      dataSource={matrix.lines}
      scroll={{ x: 'max-content' }}
    />
  );
}
