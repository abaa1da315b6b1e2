import { DatePicker, Input, InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { formatLineQty, type CollabOrderLine } from '@/entities/collab/order';
import { DATE_FORMAT } from '@/shared/config';
import {
  boxCount,
  emptyAsnLine,
  inTransit,
  shippableQty,
  unshippableReason,
  type AsnLineInput,
} from '../model/asn-lines';

type Problems = Readonly<Record<string, Partial<Record<keyof AsnLineInput, string>>>>;

interface AsnLinesTableProps {
  lines: readonly CollabOrderLine[];
  tolerancePct: number;
  inputs: Readonly<Record<string, AsnLineInput>>;
  problems: Problems;
  onChange: (line: CollabOrderLine, patch: Partial<AsnLineInput>) => void;
}

const dateOf = (text: string) => (text ? dayjs(text, DATE_FORMAT.date) : null);
const textOf = (date: dayjs.Dayjs | null) => (date ? date.format(DATE_FORMAT.date) : '');

/** The order's lines on a new ASN: what may still ship, and per line 发货数, 每箱数 (箱数 follows), batch and dates. */
export function AsnLinesTable({ lines, tolerancePct, inputs, problems, onChange }: AsnLinesTableProps) {
  const inputOf = (line: CollabOrderLine) => inputs[line.id] ?? emptyAsnLine();
  const status = (line: CollabOrderLine, key: keyof AsnLineInput) => (problems[line.id]?.[key] ? 'error' : undefined);
  const qty = (line: CollabOrderLine, value: number) => formatLineQty(value, line.uomPrecision);
  const label = (line: CollabOrderLine, what: string) => `第 ${line.lineNo} 行${what}`;
  const columns: TableColumnsType<CollabOrderLine> = [
    { key: 'lineNo', title: '行号', dataIndex: 'lineNo', width: 56, align: 'center', fixed: 'left' },
    {
      key: 'material',
      title: '物料',
      width: 170,
      fixed: 'left',
      render: (_v, line) => `${line.materialCode} ${line.materialName}`,
    },
    { key: 'qty', title: '订购', align: 'right', render: (_v, line) => `${qty(line, line.qty)} ${line.uomName}` },
    { key: 'receivedQty', title: '已到货', align: 'right', render: (_v, line) => qty(line, line.receivedQty) },
    { key: 'inTransit', title: '在途', align: 'right', render: (_v, line) => qty(line, inTransit(line)) },
    {
      key: 'shippable',
      title: '可发数',
      align: 'right',
      render: (_v, line) => {
        const reason = unshippableReason(line, tolerancePct);
        return reason ? (
          <Typography.Text type="secondary">{reason}</Typography.Text>
        ) : (
          qty(line, shippableQty(line, tolerancePct))
        );
      },
    },
    {
      key: 'shipQty',
      title: '发货数',
      width: 100,
      render: (_v, line) => (
        <InputNumber
          aria-label={label(line, '发货数')}
          disabled={Boolean(unshippableReason(line, tolerancePct))}
          status={status(line, 'shipQty')}
          value={inputOf(line).shipQty}
          onChange={(value) => onChange(line, { shipQty: value ?? null })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      key: 'perBox',
      title: '每箱数',
      width: 90,
      render: (_v, line) => (
        <InputNumber
          aria-label={label(line, '每箱数')}
          disabled={Boolean(unshippableReason(line, tolerancePct))}
          status={status(line, 'perBox')}
          value={inputOf(line).perBox}
          onChange={(value) => onChange(line, { perBox: value ?? null })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      key: 'boxes',
      title: '箱数',
      align: 'right',
      width: 64,
      render: (_v, line) => boxCount(inputOf(line), line.uomPrecision) ?? '',
    },
    {
      key: 'supplierBatch',
      title: '供应商批次',
      width: 130,
      render: (_v, line) => (
        <Input
          aria-label={label(line, '供应商批次')}
          disabled={Boolean(unshippableReason(line, tolerancePct))}
          status={status(line, 'supplierBatch')}
          maxLength={32}
          value={inputOf(line).supplierBatch}
          onChange={(event) => onChange(line, { supplierBatch: event.target.value })}
        />
      ),
    },
    ...(['productionDate', 'expiryDate'] as const).map((key) => ({
      key,
      title: key === 'productionDate' ? '生产日期' : '有效期至',
      width: 130,
      render: (_v: unknown, line: CollabOrderLine) => (
        <DatePicker
          aria-label={label(line, key === 'productionDate' ? '生产日期' : '有效期至')}
          disabled={Boolean(unshippableReason(line, tolerancePct))}
          status={status(line, key)}
          value={dateOf(inputOf(line)[key])}
          onChange={(date) => onChange(line, { [key]: textOf(date) })}
          style={{ width: '100%' }}
        />
      ),
    })),
  ];
  return (
    <Table<CollabOrderLine>
      rowKey="id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={lines}
      scroll={{ x: 'max-content' }}
    />
  );
}
