import { issuableQty, withReserve, type StSalesReserved } from './issue-lines';
import { fillSuggestion, issueRefusal, orderCandidates, type IssuePurpose } from './suggest';
import type { StStock, StSuggestRule } from './types';

/** A stock row as the batch picker lists it: in the suggestion's order, or greyed with why it cannot go. */
export interface BatchChoice {
  /** The row as this document sees it: the customer order's 预留 is not locked against it. */
  row: StStock;
  /** The first of the rule's order: the batch the suggestion takes first (none where no order applies). */
  suggested: boolean;
  /** What the suggestion takes of it for the line's quantity (0 before a quantity is typed). */
  suggestedQty: number;
  /** Of its locked stock, what the customer's order reserved: 可用 for this document (销售出库). */
  reservedQty: number;
  /** Why it cannot be issued (过期, 待检 / 不合格 / 冻结, nothing 可用), as the server says it. */
  refusal?: string;
}

export interface BatchChoices {
  rule: StSuggestRule;
  choices: BatchChoice[];
  /** What the candidates cannot cover of the line's quantity. */
  shortQty: number;
}

export interface BatchChoicesInput {
  /** The material's stock in the warehouse (生产发料), or the server's candidates for it (stIssueSuggest). */
  rows: readonly StStock[];
  materialId: string;
  rule: StSuggestRule;
  today: string;
  purpose?: IssuePurpose;
  /** The customer order's 预留 of the material (销售出库): added to the rows and counted as 可用. */
  reserved?: readonly StSalesReserved[];
  /** The line's quantity the suggestion fills from the first candidate. */
  qty?: number;
  precision?: number;
}

/**
 * The rows of one material in one warehouse for the one batch picker (docs/design/scm-storage.md → Batch
 * suggestion): the candidates in the rule's order (FEFO / FIFO / by location) with the order's 预留 counted and the
 * quantity filled from the first (a scrap fills from what is on hand, expired and 不合格 stock included), the first
 * marked suggested unless no order applies, then the rows that cannot be issued, each with its refusal.
 */
export function batchChoices(input: BatchChoicesInput): BatchChoices {
  const { rule, today, purpose = 'ISSUE', precision = 6 } = input;
  const reserved = (input.reserved ?? []).filter((row) => row.materialId === input.materialId);
  const reservedOf = new Map(reserved.map((row) => [row.id, row.reservedQty]));
  const rows = [...input.rows, ...reserved.filter((row) => !input.rows.some((one) => one.id === row.id))].map((row) =>
    withReserve(row, reservedOf.get(row.id) ?? 0),
  );
  const ordered = orderCandidates(rows, rule, today, purpose);
  // A scrap's view of a row: what is on hand and not held otherwise may go (fillSuggestion reads 可用).
  const view = (row: StStock): StStock =>
    purpose === 'SCRAP'
      ? { ...row, qualityState: 'QUALIFIED', isolatedQty: 0, availableQty: issuableQty(row, 'SCRAP', precision) }
      : row;
  const filled = fillSuggestion(ordered.map(view), input.qty && input.qty > 0 ? input.qty : 0, precision);
  const suggestedQty = new Map(filled.picks.map((pick) => [pick.row.id, pick.qty]));
  const refused = rows.flatMap((row) => {
    const refusal = issueRefusal(row, today, purpose);
    return refusal === undefined ? [] : [{ row, suggested: false, suggestedQty: 0, reservedQty: 0, refusal }];
  });
  return {
    rule,
    choices: [
      ...ordered.map((row, index) => ({
        row,
        suggested: index === 0 && rule !== 'NONE',
        suggestedQty: suggestedQty.get(row.id) ?? 0,
        reservedQty: reservedOf.get(row.id) ?? 0,
      })),
      ...refused,
    ],
    shortQty: filled.shortQty,
  };
}

const RULE_TEXT: Record<StSuggestRule, string> = {
  FEFO: '按先到期先出（FEFO）建议：有效期至早的批次在前',
  FIFO: '按先进先出（FIFO）建议：先入库的批次在前',
  NONE: '该物料在本仓先进先出禁用：不排序，不问原因',
};

/** The reason asked for a batch other than the suggested one, as the server says it (1018201) without the line. */
export function reasonAskedText(rule: StSuggestRule): string {
  return `未按${rule === 'FIFO' ? '先进先出（FIFO）' : '先进先出（FEFO）'}选批，请填写原因`;
}

/** 建议规则 as said above the picker: 按先到期先出（FEFO）建议：有效期至早的批次在前. */
export function ruleText(rule: StSuggestRule): string {
  return RULE_TEXT[rule];
}
