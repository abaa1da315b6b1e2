import { Space, Typography } from 'antd';
import { DISPOSITIONS, IQC_RESULTS, LookTag, isExemptJudged, type IqcApplyRow } from '@/entities/quality/iqc-apply';
import { formatNumber } from '@/shared/lib/format';

type Judged = Pick<
  IqcApplyRow,
  | 'state'
  | 'inspectMode'
  | 'result'
  | 'disposition'
  | 'acceptedQty'
  | 'rejectedQty'
  | 'exemptReason'
  | 'uomName'
  | 'uomPrecision'
>;

/** 放行 2,800 / 不合格 200 个. */
export function judgedQtyText(row: Judged): string {
  if (row.acceptedQty === null || row.acceptedQty === undefined) return '';
  const qty = (value: number) => formatNumber(value, row.uomPrecision);
  return `放行 ${qty(row.acceptedQty)} / 不合格 ${qty(row.rejectedQty ?? 0)} ${row.uomName}`;
}

/**
 * 判定 of a lot: 合格 / 不合格 with its disposition; a 免检 lot says it was judged at registration, and why
 * (docs/design/scm-quality.md → IQC 申请).
 */
export function Judgement({ row }: { row: Judged }) {
  if (!row.result) return null;
  const disposition = row.disposition ? DISPOSITIONS[row.disposition] : undefined;
  return (
    <Space size={4} wrap>
      <LookTag looks={IQC_RESULTS} value={row.result} />
      {isExemptJudged(row) && <Typography.Text>免检，登记即判定</Typography.Text>}
      {disposition && <Typography.Text>{disposition}</Typography.Text>}
    </Space>
  );
}
