import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { CurrencyListPage } from './CurrencyListPage';

const currencyForm = declaredForm(CurrencyListPage);
const currencySchema = currencyForm.schema;

const messages = (values: object) => {
  const result = currencySchema.safeParse({
    ...currencyForm.empty,
    code: 'KRW',
    name: '韩元',
    symbol: '₩',
    rateToCny: 0.005123,
    ...values,
  });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('币种 form rules', () => {
  it('takes an ISO 4217 code and a rate above 0 with at most 6 decimals', () => {
    expect(messages({})).toEqual({});
    expect(messages({ code: 'krw', rateToCny: 0.0051234 })).toEqual({
      code: '币种代码须为 3 位大写字母（ISO 4217），如 USD',
      rateToCny: '对人民币汇率最多 6 位小数',
    });
    expect(messages({ rateToCny: 0 })).toEqual({ rateToCny: '对人民币汇率须大于 0' });
    expect(messages({ rateToCny: null })).toEqual({ rateToCny: '请输入对人民币汇率' });
  });

  it('keeps the base currency at 1', () => {
    expect(messages({ code: 'CNY', baseFlag: true, rateToCny: 7.1 })).toEqual({ rateToCny: '本位币的汇率须为 1' });
  });

  it('gives exactly the contract body', () => {
    expect(
      currencySchema.parse({ ...currencyForm.empty, code: 'USD', name: '美元', symbol: '$', rateToCny: 7.1052 }),
    ).toEqual({
      code: 'USD',
      name: '美元',
      symbol: '$',
      rateToCny: 7.1052,
      baseFlag: false,
      remark: null,
    });
  });
});
