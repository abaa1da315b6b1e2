import { orderCandidates, issueRefusal, type IssuePurpose } from './suggest';
import type { StStock, StSuggestRule } from './types';

/** A stock row as the batch picker lists it: in the suggestion's order, or greyed with why it cannot go. */
export interface BatchChoice<R> {
  row: R;
  /** The first of the rule's order: the batch the suggestion takes first. */
  suggested: boolean;
  /** Why it cannot be issued (过期, 待检 / 不合格 / 冻结, nothing 可用), as the server says it. */
  refusal?: string;
}

/**
 * The rows of one material in one warehouse for the batch picker (docs/design/scm-storage.md → Batch suggestion):
 * the candidates in the rule's order (FEFO / FIFO / by location), the first marked suggested unless no order applies,
 * then the rows that cannot be issued, each with its refusal.
 */
export function batchChoices<R extends StStock>(
  rows: readonly R[],
  rule: StSuggestRule,
  today: string,
  purpose: IssuePurpose = 'ISSUE',
): BatchChoice<R>[] {
  const ordered = orderCandidates(rows, rule, today, purpose);
  const refused = rows
    .map((row) => ({ row, refusal: issueRefusal(row, today, purpose) }))
    .filter((choice): choice is { row: R; refusal: string } => choice.refusal !== undefined);
  return [
    ...ordered.map((row, index) => ({ row, suggested: index === 0 && rule !== 'NONE' })),
    ...refused.map(({ row, refusal }) => ({ row, suggested: false, refusal })),
  ];
}

const RULE_NAMES: Record<StSuggestRule, string> = { FEFO: '先到期先出（FEFO）', FIFO: '先进先出（FIFO）', NONE: '' };

/** The reason asked for a batch other than the suggested one, as the server says it (1018201) without the line. */
export function reasonAskedText(rule: StSuggestRule): string {
  return `未按${rule === 'FIFO' ? '先进先出（FIFO）' : '先进先出（FEFO）'}选批，请填写原因`;
}

/** 建议规则 as said above the picker: 按先到期先出（FEFO）建议 / 先进先出禁用，不排序. */
export function ruleText(rule: StSuggestRule): string {
  return rule === 'NONE' ? '该物料在本仓先进先出禁用：不排序，不问原因' : `按${RULE_NAMES[rule]}建议`;
}
