import { code128 } from '@bwip-js/browser';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { stReceiptLabelQueryOptions, type StReceiptLabelData, type StReceiptPageData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { queryFailure } from '@/shared/ui/load-failure';
import { escapeHtml, fillTemplate, labelSheet, PrintDialog } from '@/shared/ui/print-sheet';

type ReceiptRow = StReceiptPageData['rows'][number];
type Label = StReceiptLabelData[number];

/** Code 128 by bwip-js (only its Code 128 encoder, in this panel's chunk), 3 pixels a module for sharp print. */
function Barcode({ text }: { text: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) code128(canvas.current, { bcid: 'code128', text, scale: 3, height: 12 });
  }, [text]);
  return <canvas ref={canvas} className={labelSheet.barcode} role="img" aria-label={`条码 ${text}`} />;
}

function BatchLabel({ label }: { label: Label }) {
  return (
    <div className={labelSheet.label} role="group" aria-label={`批次标签 ${label.barcode}`}>
      <div className={labelSheet.head}>
        <span>{label.batchNo}</span>
        <span>
          {formatNumber(label.qty, label.uomPrecision)} {label.uomName}
        </span>
      </div>
      <dl className={labelSheet.facts}>
        <dt>物料</dt>
        <dd className={labelSheet.wide}>
          {label.materialCode} {label.materialName}
        </dd>
        {label.specification && (
          <>
            <dt>规格</dt>
            <dd className={labelSheet.wide}>{label.specification}</dd>
          </>
        )}
        <dt>供应商</dt>
        <dd>{label.supplierName}</dd>
        <dt>供应商批次</dt>
        <dd>{label.supplierBatch ?? '—'}</dd>
        <dt>收货单</dt>
        <dd className={labelSheet.wide}>
          {label.receiptNo} 第 {label.lineNo} 行
        </dd>
        <dt>收货日期</dt>
        <dd>{label.receiveDate}</dd>
        <dt>库位</dt>
        <dd>{label.locationCode ?? '—'}</dd>
        <dt>有效期至</dt>
        <dd>{label.expiryDate ?? '—'}</dd>
      </dl>
      <Barcode text={label.barcode} />
      <div className={labelSheet.payload}>{label.barcode}</div>
    </div>
  );
}

/** The Code 128 of a label as a PNG for a template's ${barcode} (SafeHtml keeps raster data images only). */
function barcodeImage(text: string): string {
  const canvas = document.createElement('canvas');
  code128(canvas, { bcid: 'code128', text, scale: 3, height: 12 });
  return `<img src="${canvas.toDataURL('image/png')}" alt="${escapeHtml(`条码 ${text}`)}" />`;
}

/** A label's values by the keys of 物料标签's placeholders (平台运营 → 打印模板). */
const labelValues = (label: Label): Record<string, string> => ({
  materialCode: label.materialCode,
  materialName: label.materialName,
  specification: label.specification ?? '',
  batchNo: label.batchNo,
  quantity: `${formatNumber(label.qty, label.uomPrecision)} ${label.uomName}`,
  supplierName: label.supplierName,
  supplierBatch: label.supplierBatch ?? '',
  expiryDate: label.expiryDate ?? '—',
  receiptNo: label.receiptNo,
});

/**
 * 打印标签 of a posted receipt: a batch label for each line (stReceiptLabel; docs/design/scm-storage.md → Documents →
 * Print), Code 128 of {batchNo}|{materialCode}|{qty}; through 平台运营's 物料标签 template when one is enabled (its
 * ${barcode} the label's barcode), else our 100 × 70 mm label; 打印 prints the labels only, one a page.
 */
export function ReceiptLabelsPanel({ row, onClose }: RowPanelProps<ReceiptRow>) {
  const labels = useQuery(stReceiptLabelQueryOptions({ body: { id: row.id } }));
  const failure = queryFailure(labels, Array.isArray);
  const list = failure === undefined ? labels.data : undefined;
  // Each label's barcode drawn once for its list, not on every render of the dialog.
  const images = useMemo(
    () => new Map((list ?? []).map((label) => [label.barcode, barcodeImage(label.barcode)])),
    [list],
  );
  const cards = (list ?? []).map((label) => <BatchLabel key={`${label.lineNo}-${label.barcode}`} label={label} />);
  return (
    <PrintDialog
      title={`打印标签：${row.docNo}`}
      noun="标签"
      bizType="MATERIAL_LABEL"
      width={1000}
      failure={failure}
      onRetry={() => void labels.refetch()}
      onClose={onClose}
      content={
        list && {
          label: `${row.docNo} 的批次标签`,
          pages: (template) =>
            list.map((label) =>
              fillTemplate(template.content, labelValues(label), { barcode: images.get(label.barcode) ?? '' }),
            ),
          builtin: (
            <>
              <style>{'@page { size: 100mm 70mm; margin: 0; }'}</style>
              <Typography.Paragraph>
                共 {cards.length} 张标签，每个收货行一张（100 × 70 mm）；条码内容为“我方批次|物料编码|数量”。
              </Typography.Paragraph>
              <div className={labelSheet.desk} role="region" aria-label="批次标签预览" tabIndex={0}>
                {cards}
              </div>
              {createPortal(<div className={labelSheet.printRoot}>{cards}</div>, document.body)}
            </>
          ),
        }
      }
    />
  );
}
