import { ScanOutlined } from '@ant-design/icons';
import { Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { inQty, scanBoxLabel, shortQty } from '@/entities/storage/stock';
import { formatNumber } from '@/shared/lib/format';
import type { ReceiptFormValues, ReceiptLine } from '../model/receipt-lines';

/** 合计 when every picked line has one unit: 发货, 实收, 短少, 破损, 入库. */
function totalsText(lines: readonly ReceiptLine[]): string | undefined {
  const picked = lines.filter((line) => line.uomName && line.orderedQty !== undefined);
  const unit = picked[0];
  if (!unit || picked.some((line) => line.uomName !== unit.uomName)) return undefined;
  const places = Math.max(...picked.map((line) => line.uomPrecision ?? 0));
  const sum = (of: (line: ReceiptLine) => number) =>
    formatNumber(
      picked.reduce((total, line) => total + of(line), 0),
      places,
    );
  const received = (line: ReceiptLine) => (typeof line.receivedQty === 'number' ? line.receivedQty : 0);
  const damaged = (line: ReceiptLine) => (typeof line.damagedQty === 'number' ? line.damagedQty : 0);
  const source = (line: ReceiptLine) => ({
    shipQty: line.shipQty,
    asnReceivedQty: line.asnReceivedQty,
    orderedQty: line.orderedQty ?? 0,
    arrivedQty: line.arrivedQty ?? 0,
    tolerancePct: line.tolerancePct ?? 0,
    uomPrecision: line.uomPrecision ?? 0,
  });
  return (
    `合计（${unit.uomName}）：发货 ${sum((line) => line.shipQty ?? 0)}，实收 ${sum(received)}，` +
    `短少 ${sum((line) => shortQty(source(line), received(line)))}，破损 ${sum(damaged)}，` +
    `入库 ${sum((line) => inQty(received(line), damaged(line), line.uomPrecision ?? 0))}`
  );
}

/**
 * Under the lines: the totals, and where the supplier's labels are required the box-label scan (a scanner types the
 * label and Enter): it marks the box on its line, or says why not (another ASN or line, 1018103; a box scanned twice).
 */
export function ReceiptLinesSummary({ lines }: { lines: readonly ReceiptLine[] }) {
  const { setValue } = useFormContext<ReceiptFormValues>();
  const [text, setText] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; message: string }>();
  const totals = totalsText(lines);
  const scanning = lines.some((line) => line.labelRequired && line.boxCount);
  const scan = () => {
    if (!text.trim()) return;
    const result = scanBoxLabel(lines, text);
    if ('refused' in result) {
      setSaid({ ok: false, message: result.refused });
      return;
    }
    const line = lines[result.line];
    // The whole lines anew: the grid takes its lines from the field's value, not from a path inside it.
    const next = lines.map((each, index) =>
      index === result.line ? { ...each, scannedLabels: [...(each.scannedLabels ?? []), result.label] } : each,
    );
    setValue('lines', next, { shouldDirty: true });
    setSaid({
      ok: true,
      message: `已扫描 ${line?.asnNo ?? ''} 第 ${line?.asnLineNo ?? ''} 行 第 ${result.box}/${result.boxes} 箱`,
    });
    setText('');
  };
  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      {totals && <Typography.Text>{totals}</Typography.Text>}
      {scanning && (
        <Flex gap={8} align="center" wrap>
          <label htmlFor="st-receipt-scan">扫描箱标签</label>
          <Input
            id="st-receipt-scan"
            style={{ width: 320 }}
            prefix={<ScanOutlined />}
            placeholder="ASN 号|行号|箱号/箱数，回车确认"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={(event) => {
              // Enter scans; it never submits the form.
              event.preventDefault();
              scan();
            }}
          />
          {said && (
            <Typography.Text type={said.ok ? 'success' : 'danger'} role={said.ok ? 'status' : 'alert'}>
              {said.message}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Flex>
  );
}
