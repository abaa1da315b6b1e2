import * as z from 'zod/mini';
import { pmProjQtnAddBodyFacts, type PmProjQtnDetailData } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

type QtnItem = PmProjQtnDetailData['items'][number];
export type QtnItemValues = Omit<QtnItem, 'id' | 'amount'>;

const MAX_ITEMS = 100;

/** Each line's problem in Chinese, with its row number: '第 2 行：请输入产品名称'. */
function itemProblems(items: readonly QtnItemValues[]): string[] {
  const problems: string[] = [];
  items.forEach((item, index) => {
    const at = `第 ${index + 1} 行：`;
    if (item.productName.trim() === '') problems.push(`${at}请输入产品名称`);
    else if (item.model.trim() === '') problems.push(`${at}请输入型号规格`);
    else if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > 999999)
      problems.push(`${at}数量须为 1–999999 的整数`);
    else if (item.unitPrice < 0 || item.unitPrice > 100000000) problems.push(`${at}单价须在 0–100000000 之间`);
    else if (item.discount < 0 || item.discount > 100) problems.push(`${at}折扣须在 0–100 之间`);
  });
  return problems;
}

const itemsRule = z
  .array(
    z.object({
      productName: z.string(),
      model: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      discount: z.number(),
    }),
  )
  .check(
    z.minLength(1, '请至少添加一行报价明细'),
    z.maxLength(MAX_ITEMS, `报价明细最多 ${MAX_ITEMS} 行`),
    z.superRefine((items, ctx) => {
      const [first] = itemProblems(items);
      if (first) ctx.issues.push({ code: 'custom', message: first, input: items });
    }),
  )
  .check(
    z.overwrite((items) =>
      items.map((item) => ({ ...item, productName: item.productName.trim(), model: item.model.trim() })),
    ),
  );

/** 报价单 add/edit on the contract's PmProjQtnForm; the lines are a table of their own with the totals. */
export const qtnForm = defineForm(pmProjQtnAddBodyFacts, {
  projId: { label: '项目', kind: 'custom', wide: true },
  customerId: { label: '客户', kind: 'custom' },
  currencyCode: { label: '币种', kind: 'custom' },
  qtnDate: { label: '报价日期', kind: 'date' },
  validUntil: { label: '有效期至', kind: 'date' },
  taxRate: { label: '税率（%）', placeholder: '如 13' },
  items: { label: '报价明细', kind: 'custom', wide: true, rule: itemsRule },
  remark: { label: '备注', kind: 'textarea', wide: true, placeholder: '质保、交期、付款方式等' },
});

/** A quotation is valid from its date on. */
export const qtnSchema = qtnForm.schema.check(
  z.refine((body) => !body.qtnDate || !body.validUntil || body.validUntil >= body.qtnDate, {
    message: '有效期不能早于报价日期',
    path: ['validUntil'],
  }),
);

export type QtnFormValues = typeof qtnForm.empty;
export type QtnFormBody = z.output<typeof qtnSchema>;

export const emptyQtnItem: QtnItemValues = { productName: '', model: '', quantity: 1, unitPrice: 0, discount: 0 };

/** A new quotation: today, valid 30 days, in CNY at the 13 % VAT, with one empty line. */
export function emptyQtn(today: string, in30Days: string): QtnFormValues {
  return {
    ...qtnForm.empty,
    currencyCode: 'CNY',
    qtnDate: today,
    validUntil: in30Days,
    taxRate: 13,
    items: [emptyQtnItem],
  };
}

export function qtnFormValues(qtn: PmProjQtnDetailData): QtnFormValues {
  return {
    projId: qtn.projId,
    customerId: qtn.customerId,
    currencyCode: qtn.currencyCode,
    qtnDate: qtn.qtnDate,
    validUntil: qtn.validUntil,
    taxRate: qtn.taxRate,
    items: qtn.items.map(({ productName, model, quantity, unitPrice, discount }) => ({
      productName,
      model,
      quantity,
      unitPrice,
      discount,
    })),
    remark: qtn.remark ?? '',
  };
}
