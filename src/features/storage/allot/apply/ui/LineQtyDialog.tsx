import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Input, InputNumber, Modal, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { qtyWithUnit } from '@/entities/storage/stock';
import { stAllotDetailQueryOptions } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { QueryFailure } from '@/shared/ui/load-failure';
import type { AllotDetailLine, AllotRow } from '../model/allot-lines';

/** What a person types on a line: the quantity, and (调入) the reason of a short receipt. */
export interface LineEntry {
  qty: number | null;
  reason: string;
}

export interface LineQtyDialogConfig {
  /** 调出 / 调入. */
  verb: string;
  intro: (row: AllotRow) => ReactNode;
  /** The quantity proposed: 申请数量 for 调出, 调出数量 for 调入. */
  start: (line: AllotDetailLine) => number;
  /** The column title of the proposed figure. */
  againstTitle: string;
  /** Whether a line asks for a reason (调入 short). */
  asksReason: (line: AllotDetailLine, entry: LineEntry) => boolean;
  problem: (line: AllotDetailLine, entry: LineEntry) => string | undefined;
  send: (row: AllotRow, lines: readonly { line: AllotDetailLine; entry: LineEntry }[]) => Promise<unknown>;
  done: string;
}

function LineTable({
  config,
  lines,
  entries,
  shown,
  onEntry,
}: {
  config: LineQtyDialogConfig;
  lines: readonly AllotDetailLine[];
  entries: Record<string, LineEntry>;
  shown: boolean;
  onEntry: (id: string, entry: LineEntry) => void;
}) {
  const entryOf = (line: AllotDetailLine) => entries[line.id] ?? { qty: config.start(line), reason: '' };
  const columns: TableColumnsType<AllotDetailLine> = [
    { key: 'lineNo', dataIndex: 'lineNo', title: '行', width: 48 },
    {
      key: 'material',
      title: '物料 · 批次',
      width: 240,
      render: (_v, l) => `${l.materialCode} ${l.materialName} · ${l.batchNo}`,
    },
    {
      key: 'from',
      title: '调出 → 调入库位',
      width: 150,
      render: (_v, l) => `${l.fromLocationCode} → ${l.toLocationCode}`,
    },
    {
      key: 'against',
      title: config.againstTitle,
      width: 100,
      align: 'right',
      render: (_v, l) => qtyWithUnit(l, config.start(l)),
    },
    {
      key: 'qty',
      title: `${config.verb}数量`,
      width: 260,
      render: (_v, line) => {
        const entry = entryOf(line);
        const problem = shown ? config.problem(line, entry) : undefined;
        return (
          <Flex vertical gap={4}>
            <InputNumber
              aria-label={`第 ${line.lineNo} 行 ${config.verb}数量`}
              min={0}
              precision={line.uomPrecision}
              value={entry.qty}
              status={problem ? 'error' : undefined}
              onChange={(qty) => onEntry(line.id, { ...entry, qty: qty ?? null })}
              style={{ width: 140 }}
              suffix={line.uomName}
            />
            {config.asksReason(line, entry) && (
              <Input
                aria-label={`第 ${line.lineNo} 行 差异原因`}
                placeholder="短收原因，如：一盘料短装 20"
                maxLength={200}
                value={entry.reason}
                status={problem ? 'error' : undefined}
                onChange={(event) => onEntry(line.id, { ...entry, reason: event.target.value })}
              />
            )}
            {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
          </Flex>
        );
      },
    },
  ];
  return (
    <Table<AllotDetailLine>
      size="small"
      bordered
      rowKey="id"
      pagination={false}
      tableLayout="fixed"
      columns={columns}
      dataSource={[...lines]}
    />
  );
}

/**
 * 调出 / 调入 of a transfer (docs/design/scm-storage-2.md → 调拨管理): each line's quantity (proposed in full), its
 * rule at the line, then the call; a refusal shows in the dialog with what was typed kept.
 */
export function lineQtyDialog(config: LineQtyDialogConfig) {
  return function LineQtyDialog({ row, onClose, refetch }: RowPanelProps<AllotRow>) {
    const detail = useQuery(stAllotDetailQueryOptions({ query: { id: row.id } }));
    const [entries, setEntries] = useState<Record<string, LineEntry>>({});
    const [shown, setShown] = useState(false);
    const { saving, failure, save } = useSave(
      (lines: readonly { line: AllotDetailLine; entry: LineEntry }[]) => config.send(row, lines),
      { done: config.done },
    );
    const lines = detail.data?.lines ?? [];
    const entered = lines.map((line) => ({ line, entry: entries[line.id] ?? { qty: config.start(line), reason: '' } }));
    const submit = async () => {
      setShown(true);
      if (entered.some(({ line, entry }) => config.problem(line, entry))) return;
      if (await save(entered)) {
        onClose();
        void refetch();
      }
    };
    return (
      <Modal
        open
        width={960}
        title={`${config.verb}：${row.docNo}`}
        okText={`确认${config.verb}`}
        cancelText="返回"
        confirmLoading={saving}
        okButtonProps={{ disabled: !detail.data }}
        onOk={() => void submit()}
        onCancel={onClose}
      >
        <Flex vertical gap={12}>
          <Alert type="info" showIcon title={config.intro(row)} />
          {detail.isPending && <Skeleton active />}
          <QueryFailure query={detail} title="获取明细失败" />
          {detail.data && (
            <LineTable
              config={config}
              lines={lines}
              entries={entries}
              shown={shown}
              onEntry={(id, entry) => setEntries((all) => ({ ...all, [id]: entry }))}
            />
          )}
          {failure && <Alert type="error" showIcon title={failure} />}
        </Flex>
      </Modal>
    );
  };
}
