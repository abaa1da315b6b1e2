import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { emptyQtnItem, newQtn } from '../model/qtn-lines';
import { QtnListPage } from './QtnListPage';

const qtnForm = declaredForm(QtnListPage);
const qtnSchema = qtnForm.schema;

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
    expect(messages({ projId: '', customerId: '', items: [emptyQtnItem] })).toEqual({
      projId: '请选择项目',
      customerId: '请选择客户',
      items: '第 1 行：请输入产品名称',
    });
  });

  it('names the line that is wrong, refuses no lines and a validity before the date', () => {
    expect(
      messages({ items: [...valid.items, { ...emptyQtnItem, productName: '电缆', model: 'CB-1', quantity: 0 }] }),
    ).toEqual({ items: '第 2 行：数量须为 1–999999 的整数' });
    expect(messages({ items: [] })).toEqual({ items: '请至少添加一行报价明细' });
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
