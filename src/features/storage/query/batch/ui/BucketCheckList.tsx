import { Alert, Typography } from 'antd';
import { bucketChecks, ST_QUALITY_STATES, type StLedgerRow, type StStock } from '@/entities/storage/stock';
import { formatNumber } from '@/shared/lib/format';

/**
 * 批次详情's check line (docs/design/scm-storage.md → 批次详情): per stock row and figure, 入 − 出 of the batch's
 * ledger equals the figure; red where it fails.
 */
export function BucketCheckList({ stocks, ledger }: { stocks: readonly StStock[]; ledger: readonly StLedgerRow[] }) {
  const precision = stocks[0]?.uomPrecision ?? 6;
  const qty = (n: number) => formatNumber(n, precision);
  const checks = bucketChecks(stocks, ledger, (state) => ST_QUALITY_STATES[state].label);
  const failed = checks.filter((c) => !c.ok);
  return (
    <Alert
      type={failed.length ? 'error' : 'success'}
      showIcon
      title={failed.length ? `入 − 出 与库存不符：${failed.length} 处` : '入 − 出 与库存相符'}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {checks.map((c) => (
            <li key={c.key}>
              <Typography.Text type={c.ok ? undefined : 'danger'}>
                {`${c.where}：入 ${qty(c.inQty)} − 出 ${qty(c.outQty)} = ${qty(c.net)}${c.ok ? '' : ` ≠ 库存 ${qty(c.stockQty)}`}`}
              </Typography.Text>
            </li>
          ))}
        </ul>
      }
    />
  );
}
