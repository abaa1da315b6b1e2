import { needsReason, reasonAskedText, type StIssueSuggestion, type StSuggestRule } from '@/entities/storage/stock';
import type { StMfgIssueDemandData, StMfgIssueDetailData, stMfgIssue } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn } from '@/shared/ui/editable-grid';
import { demandQty, overIssueProblem, pendingQty } from './issue-qty';

export type IssueFormValues = FormValues<typeof stMfgIssue>;
type IssueLineInput = IssueFormValues['lines'][number];
type DemandLine = StMfgIssueDemandData['lines'][number];

/**
 * A line as the grid holds it: the contract's fields (material, 本次发料, batch, location, the suggested batch and the
 * reason) and what it shows beside them: the material, its demand figures, the rule its batch was suggested by,
 * the batch's 有效期至 and the location's code. The save leaves the shown fields out.
 */
export type IssueLine = IssueLineInput & {
  materialCode?: string;
  materialName?: string;
  uomName?: string;
  uomPrecision?: number;
  demandQty?: number;
  issuedQty?: number;
  overIssuePct?: number;
  suggestRule?: StSuggestRule;
  expiryDate?: string | null;
  locationCode?: string | null;
};

const figuresOf = (line: IssueLine) =>
  line.demandQty === undefined || line.issuedQty === undefined
    ? undefined
    : {
        demandQty: line.demandQty,
        issuedQty: line.issuedQty,
        overIssuePct: line.overIssuePct ?? 0,
        uomPrecision: line.uomPrecision ?? 0,
      };

/** 1018211 at a line's 本次发料: the material's lines together above 可发. */
export function issueQtyProblem(line: IssueLine, lines: readonly IssueLine[]): string | undefined {
  const figures = figuresOf(line);
  if (!figures || !line.materialId) return undefined;
  const total = lines
    .filter((other) => other.materialId === line.materialId)
    .reduce((sum, other) => sum + (typeof other.qty === 'number' ? other.qty : 0), 0);
  return overIssueProblem(total, figures);
}

/** 1018201 at a line's 原因: a batch other than the suggested one, and no reason. */
export function issueReasonProblem(line: IssueLine): string | undefined {
  const rule = line.suggestRule ?? 'NONE';
  if (!line.batchNo || !needsReason(rule, line.suggestedBatchNo ?? undefined, line.batchNo)) return undefined;
  return line.reason?.trim() ? undefined : reasonAskedText(rule);
}

const positive = (value: unknown) => (typeof value === 'number' && value <= 0 ? '本次发料必须大于 0' : undefined);
const unitDecimals = (line: IssueLine) =>
  line.uomName && line.uomPrecision !== undefined ? { places: line.uomPrecision, unit: line.uomName } : undefined;

/**
 * 发料明细's columns (docs/design/scm-storage.md → 生产发料): the material with 需求, 已发 and 待发 from the work order's
 * BOM, 本次发料 within 可发, the batch picked in the batch picker (`useIssueLineColumns` binds it to the warehouse),
 * its 有效期至 and location, and the reason a batch other than the suggested one needs.
 */
export const ISSUE_LINE_COLUMNS: readonly GridColumn<IssueLine>[] = [
  {
    key: 'materialId',
    title: '物料',
    kind: 'readonly',
    width: 190,
    text: (line) => (line.materialCode ? `${line.materialCode} ${line.materialName ?? ''}`.trim() : ''),
  },
  { key: 'uomName', title: '单位', kind: 'readonly', width: 56 },
  { key: 'demandQty', title: '需求', kind: 'readonly', width: 80, align: 'right', decimals: unitDecimals },
  { key: 'issuedQty', title: '已发', kind: 'readonly', width: 80, align: 'right', decimals: unitDecimals },
  {
    key: 'pendingQty',
    title: '待发',
    width: 80,
    align: 'right',
    decimals: unitDecimals,
    value: (line) => {
      const figures = figuresOf(line);
      return figures ? pendingQty(figures) : undefined;
    },
  },
  {
    key: 'qty',
    title: '本次发料',
    kind: 'number',
    width: 100,
    align: 'right',
    decimals: unitDecimals,
    rule: (value, line, lines) => positive(value) ?? issueQtyProblem(line, lines),
  },
  { key: 'batchNo', title: '批次', kind: 'picker', width: 170, text: (line) => line.batchNo ?? '' },
  { key: 'expiryDate', title: '有效期至', kind: 'readonly', width: 104 },
  { key: 'locationId', title: '库位', kind: 'readonly', width: 96, text: (line) => line.locationCode ?? '' },
  {
    key: 'reason',
    title: '原因',
    width: 220,
    rule: (_value, line) => issueReasonProblem(line),
  },
];

type Candidate = StIssueSuggestion['candidates'][number];
/** What the lines take of a material's suggestion (stIssueSuggest): its rule, its picks in order, what is short. */
export type SuggestedLine = Pick<StIssueSuggestion, 'materialId' | 'rule' | 'shortQty'> & {
  candidates: readonly Pick<Candidate, 'batchNo' | 'expiryDate' | 'suggestedQty' | 'locationId' | 'locationCode'>[];
};

/**
 * The lines the work order still waits for, as the suggestion fills them: each material's pending quantity over its
 * candidates in order (one line per batch and location, the suggested batch as its own), what no batch covers on a
 * line without one.
 */
export function linesFromDemand(
  demand: Pick<StMfgIssueDemandData, 'lines' | 'overIssuePct' | 'plannedQty'>,
  suggestions: readonly SuggestedLine[],
): IssueLine[] {
  return demand.lines.flatMap((need) => {
    const shown = shownOf(need, demand.plannedQty, demand.overIssuePct);
    const pending = pendingQty({ ...need, demandQty: shown.demandQty ?? need.demandQty });
    if (pending <= 0) return [];
    const suggestion = suggestions.find((one) => one.materialId === need.materialId);
    const picks = (suggestion?.candidates ?? []).filter((candidate) => candidate.suggestedQty > 0);
    const lines: IssueLine[] = picks.map((pick) => ({
      ...shown,
      qty: pick.suggestedQty,
      batchNo: pick.batchNo,
      locationId: pick.locationId,
      locationCode: pick.locationCode,
      expiryDate: pick.expiryDate ?? null,
      suggestedBatchNo: pick.batchNo,
      suggestRule: suggestion?.rule,
      reason: '',
    }));
    const short = suggestion ? suggestion.shortQty : pending;
    if (short > 0) lines.push({ ...shown, qty: short, suggestRule: suggestion?.rule, reason: '' });
    return lines;
  });
}

function shownOf(need: DemandLine, plannedQty: number, overIssuePct: number): Omit<IssueLine, 'qty'> {
  return {
    materialId: need.materialId,
    batchNo: null,
    locationId: null,
    suggestedBatchNo: null,
    reason: '',
    materialCode: need.materialCode,
    materialName: need.materialName,
    uomName: need.uomName,
    uomPrecision: need.uomPrecision,
    // 需求 as the client computes it from the BOM; the server's demandQty is the same number, rounded up alike.
    demandQty: demandQty(need.bomQty, plannedQty, need.lossPct, need.uomPrecision),
    issuedQty: need.issuedQty,
    overIssuePct,
  };
}

/** An edited document's line: its inputs and what it shows (an edit starts from the detail). */
export function lineOfDetail(line: StMfgIssueDetailData['lines'][number]): IssueLine {
  return {
    materialId: line.materialId,
    qty: line.qty,
    batchNo: line.batchNo ?? null,
    locationId: line.locationId ?? null,
    suggestedBatchNo: line.suggestedBatchNo ?? null,
    reason: line.reason ?? '',
    materialCode: line.materialCode,
    materialName: line.materialName,
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    demandQty: line.demandQty,
    issuedQty: line.issuedQty,
    expiryDate: line.expiryDate ?? null,
    locationCode: line.locationCode ?? null,
    suggestRule: line.suggestRule,
  };
}
