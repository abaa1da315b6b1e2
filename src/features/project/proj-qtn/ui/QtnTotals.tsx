import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { pmMdCurrencyListQueryOptions, type pmProjQtn } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { money, qtnTotals, type QtnLineInput } from '../model/qtn-amounts';

type QtnFormValues = FormValues<typeof pmProjQtn>;

/** The symbol of the chosen currency (¥ until the list arrives). */
function useCurrencySymbol(code: string) {
  const currencies = useQuery(pmMdCurrencyListQueryOptions({ body: {} }));
  return currencies.data?.find((currency) => currency.code === code)?.symbol ?? (code === 'CNY' ? '¥' : '');
}

/** Under the lines: 不含税金额, 税额 at the form's rate and 价税合计, in the chosen currency, as the user types. */
export function QtnTotals({ lines }: { lines: readonly QtnLineInput[] }) {
  const taxRate = useWatch<QtnFormValues, 'taxRate'>({ name: 'taxRate' });
  const currencyCode = useWatch<QtnFormValues, 'currencyCode'>({ name: 'currencyCode' });
  const symbol = useCurrencySymbol(currencyCode);
  const totals = qtnTotals(lines, taxRate);
  return (
    <Typography.Paragraph style={{ textAlign: 'right', marginTop: 8, marginBottom: 0 }}>
      不含税金额 <Typography.Text strong>{money(totals.amount, symbol)}</Typography.Text>，税额（{taxRate ?? 0}%）{' '}
      <Typography.Text strong>{money(totals.tax, symbol)}</Typography.Text>，价税合计{' '}
      <Typography.Text strong data-testid="qtn-total">
        {money(totals.total, symbol)}
      </Typography.Text>
    </Typography.Paragraph>
  );
}
