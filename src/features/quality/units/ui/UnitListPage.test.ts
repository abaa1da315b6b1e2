import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { UnitListPage } from './UnitListPage';

const form = declaredForm(UnitListPage);
const messages = (values: object) => {
  const found: Record<string, string> = {};
  for (const issue of form.schema.safeParse({ ...form.empty, ...values }).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
};
const ohm = { code: 'MOHM', name: '兆欧', symbol: 'MΩ' };

describe('质量计量单位 form rules', () => {
  it('asks for the code, name, symbol and precision', () => {
    expect(messages({})).toEqual({
      code: '请输入单位编码',
      name: '请输入单位名称',
      symbol: '请输入符号',
      precision: '请输入精度（小数位数）',
    });
  });

  it('holds the precision to 0–6 decimals, whole', () => {
    expect(messages({ ...ohm, precision: 7 })).toEqual({ precision: '精度（小数位数）不能大于 6' });
    expect(messages({ ...ohm, precision: -1 })).toEqual({ precision: '精度（小数位数）不能小于 0' });
    expect(messages({ ...ohm, precision: 1.5 })).toEqual({ precision: '精度（小数位数）必须是整数' });
    expect(messages({ ...ohm, precision: 0 })).toEqual({});
    expect(messages({ ...ohm, precision: 6 })).toEqual({});
  });

  it('sends a unit with its precision', () => {
    expect(form.schema.parse({ ...form.empty, ...ohm, precision: 0 })).toEqual({ ...ohm, precision: 0, remark: null });
  });
});
