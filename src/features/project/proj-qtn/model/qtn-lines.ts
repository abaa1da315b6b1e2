import * as z from 'zod/mini';
import type { PmProjQtnDetailData } from '@/shared/api';

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

/** 报价明细: one line at least, each named by its row when wrong, names trimmed. */
export const itemsRule = z
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

export const emptyQtnItem: QtnItemValues = { productName: '', model: '', quantity: 1, unitPrice: 0, discount: 0 };

/** A new quotation: today, valid 30 days, in CNY at the 13 % VAT, with one empty line. */
export function newQtn(today: string, in30Days: string) {
  return { currencyCode: 'CNY', qtnDate: today, validUntil: in30Days, taxRate: 13, items: [emptyQtnItem] };
}
