import * as z from 'zod/mini';
import { pmMdCurrencyAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { PmMdCurrency } from './currency-list';

const RATE_LABEL = '对人民币汇率';

/** At most 6 decimals: the rate is kept as the bank publishes it (7.105200), more would be rounded away unseen. */
const rateRule = z.number(`请输入${RATE_LABEL}`).check(
  z.gt(0, `${RATE_LABEL}须大于 0`),
  z.lte(100000, `${RATE_LABEL}不能大于 100000`),
  z.refine((value) => Number.isInteger(Math.round(value * 1e6 * 1e3) / 1e3), `${RATE_LABEL}最多 6 位小数`),
);

/** 币种 add/edit on the contract's PmMdCurrencyForm: the code is ISO 4217 (three capitals). */
export const currencyForm = defineForm(pmMdCurrencyAddBodyFacts, {
  code: {
    label: '币种代码',
    placeholder: 'ISO 4217 三位大写字母，如 USD',
    rule: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '请输入币种代码'),
        z.regex(/^[A-Z]{3}$/, '币种代码须为 3 位大写字母（ISO 4217），如 USD'),
      ),
  },
  name: { label: '币种名称', placeholder: '如 美元' },
  symbol: { label: '符号', placeholder: '如 $' },
  rateToCny: { label: RATE_LABEL, placeholder: '1 单位该币种折合人民币，最多 6 位小数', rule: rateRule },
  baseFlag: { label: '本位币' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

/** A base currency is worth exactly 1 CNY. */
export const currencySchema = currencyForm.schema.check(
  z.refine((body) => !body.baseFlag || body.rateToCny === 1, { message: '本位币的汇率须为 1', path: ['rateToCny'] }),
);

export type CurrencyFormValues = typeof currencyForm.empty;
export type CurrencyFormBody = z.output<typeof currencySchema>;

export function currencyFormValues(currency: PmMdCurrency): CurrencyFormValues {
  return {
    code: currency.code,
    name: currency.name,
    symbol: currency.symbol,
    rateToCny: currency.rateToCny,
    baseFlag: currency.baseFlag,
    remark: currency.remark ?? '',
  };
}
