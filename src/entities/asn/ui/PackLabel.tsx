import type { AsnLabel } from '../model/labels';
import { Barcode } from './Barcode';
import { labelSheet } from '@/shared/ui/print-sheet';
import own from './AsnLabels.module.css';

/** One box's label (100 × 70 mm): who ships to whom, what is in the box, and the barcode receiving scans. */
export function PackLabel({ label, buyer }: { label: AsnLabel; buyer: string | undefined }) {
  return (
    <div className={labelSheet.label} role="group" aria-label={`箱标签 ${label.payload}`}>
      <div className={`${labelSheet.head} ${own.head}`}>
        <div>
          {buyer && <div className={own.buyer}>{buyer}</div>}
          <div>
            供应商 {label.supplierCode} {label.supplierName}
          </div>
        </div>
        <div className={own.box}>
          第 {label.box}/{label.boxes} 箱
        </div>
      </div>
      <dl className={labelSheet.facts}>
        <dt>ASN 号</dt>
        <dd>{label.asnNo}</dd>
        <dt>订单号</dt>
        <dd>{label.orderNo}</dd>
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
        <dt>数量</dt>
        <dd className={own.qty}>{label.qtyText}</dd>
        <dt>批次</dt>
        <dd>{label.supplierBatch ?? '—'}</dd>
        <dt>生产日期</dt>
        <dd>{label.productionDate ?? '—'}</dd>
        <dt>有效期至</dt>
        <dd>{label.expiryDate ?? '—'}</dd>
      </dl>
      <Barcode text={label.payload} className={labelSheet.barcode} />
      <div className={labelSheet.payload}>{label.payload}</div>
    </div>
  );
}
