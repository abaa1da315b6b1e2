import type { StReceiptPostData } from '@/shared/api';

export type ReceiptOutcome = StReceiptPostData[number];

/**
 * What posting did to a line, said to the keeper (docs/design/scm-storage.md → 到货收货 → Posting): 第 1 行 待检，已生成
 * 报检单 IQA-20261129-0009; 免检 lines are in as 合格 at once; lines no IAN rule covers need no inspection.
 */
export function outcomeText(outcome: ReceiptOutcome): string {
  const apply = outcome.applyNo ? `，已生成报检单 ${outcome.applyNo}` : '';
  switch (outcome.outcome) {
    case 'INSPECT':
      return `第 ${outcome.lineNo} 行 待检${apply}`;
    case 'EXEMPT':
      return `第 ${outcome.lineNo} 行 免检，合格入库${apply}`;
    case 'NOT_REQUIRED':
      return `第 ${outcome.lineNo} 行 不需来料检验，合格入库`;
  }
}
