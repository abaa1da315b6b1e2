import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { newQtn, newQtnLine } from '../model/qtn-lines';
import { QtnListPage } from './QtnListPage';

const qtnForm = declaredForm(QtnListPage);
const qtnSchema = qtnForm.schema;

const emptyLine = { productName: '', model: '', ...newQtnLine() };
const valid = {
  ...qtnForm.empty,
  ...newQtn('2026-11-26', '2026-12-26'),
  projId: '1716352000006000003',
  customerId: '1716352000006830001',
  items: [{ productName: ' 六轴一体伺服驱动器 ', model: 'SD750-6A-EC', quantity: 40, unitPrice: 18600, discount: 5 }],
};

const messages = (values: object) => {
  const result = qtnSchema.safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('报价单 form rules', () => {
  it('starts today in CNY at 13 % with one empty line, and asks for project and customer', () => {
    expect(messages({ projId: '', customerId: '', items: [emptyLine] })).toEqual({
      projId: '请选择项目',
      customerId: '请选择客户',
      'items.0.productName': '请输入产品名称',
      'items.0.model': '请输入型号规格',
    });
  });

  it('puts a problem at its line and cell, refuses no lines, more than 100 and a validity before the date', () => {
    const [line] = valid.items;
    expect(messages({ items: [line, { ...line, quantity: 0, discount: 120 }, { ...line, quantity: 1.5 }] })).toEqual({
      'items.1.quantity': '数量不能小于 1',
      'items.1.discount': '折扣（%）不能大于 100',
      'items.2.quantity': expect.stringContaining('整数'),
    });
    expect(messages({ items: [] })).toEqual({ items: '请至少添加 1 行报价明细' });
    expect(messages({ items: Array.from({ length: 101 }, () => line) })).toEqual({ items: '报价明细最多 100 行' });
    expect(messages({ validUntil: '2026-11-20' })).toEqual({ validUntil: '有效期不能早于报价日期' });
  });

  it('gives exactly the contract body, names trimmed and an empty remark as null', () => {
    expect(qtnSchema.parse(valid)).toEqual({
      projId: '1716352000006000003',
      customerId: '1716352000006830001',
      currencyCode: 'CNY',
      qtnDate: '2026-11-26',
      validUntil: '2026-12-26',
      taxRate: 13,
      items: [{ productName: '六轴一体伺服驱动器', model: 'SD750-6A-EC', quantity: 40, unitPrice: 18600, discount: 5 }],
      remark: null,
    });
  });
});
