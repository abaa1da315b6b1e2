import { formatDate } from '@/shared/lib/format';
import type { GridColumn } from '@/shared/ui/editable-grid';
import { batchProblem, issuableQty, qtyProblem, reasonProblem, withReserve, type IssueLine } from './issue-lines';
import type { IssuePurpose } from './suggest';

/** Today as the rules read it (what has expired): the browser's date. */
export const issueToday = () => formatDate(new Date());

/** 数量 > 0: the contract's exclusiveMinimum is not among the facts (they say ≥ 0), so the column says it. */
const positive = (value: unknown) => (typeof value === 'number' && value <= 0 ? '数量必须大于 0' : undefined);

/** What the line's batch has to give for this purpose, its order's 预留 counted; empty before a batch is picked. */
export function lineIssuable(line: IssueLine, purpose: IssuePurpose): number | undefined {
  if (line.onHandQty === undefined || line.qualityState === undefined) return undefined;
  const row = {
    qualityState: line.qualityState,
    onHandQty: line.onHandQty,
    lockedQty: line.lockedQty ?? 0,
    isolatedQty: line.isolatedQty ?? 0,
    allocatedQty: line.allocatedQty ?? 0,
  };
  return issuableQty(withReserve(row, line.reservedQty ?? 0), purpose, line.uomPrecision ?? 6);
}

/**
 * An issue's lines (销售出库, 其他出库; docs/design/scm-storage.md → Batch suggestion): the material, 数量 in its
 * unit's decimals and within what its batch has to give (1018204), the batch picked by the suggestion and refused
 * when expired or not 合格 for the purpose (1018202 / 1018203), its location and 可用, the reason asked for another
 * batch than the suggested one (1018201). The pickers are bound by `useIssueLineColumns`.
 */
export function issueLineColumns(purpose: IssuePurpose): readonly GridColumn<IssueLine>[] {
  return [
    {
      key: 'materialId',
      title: '物料',
      kind: 'picker',
      width: 210,
      text: (line) => (line.materialCode ? `${line.materialCode} ${line.materialName ?? ''}`.trim() : ''),
    },
    { key: 'specification', title: '规格', kind: 'readonly', width: 180 },
    { key: 'uomName', title: '单位', kind: 'readonly', width: 56 },
    {
      key: 'qty',
      title: '数量',
      kind: 'number',
      width: 100,
      align: 'right',
      decimals: (line) =>
        line.uomName && line.uomPrecision !== undefined ? { places: line.uomPrecision, unit: line.uomName } : undefined,
      rule: (value, line) => positive(value) ?? qtyProblem(line, purpose),
      sum: true,
    },
    {
      key: 'stockId',
      title: '批次',
      kind: 'picker',
      width: 160,
      text: (line) => line.batchNo ?? '',
      rule: (_value, line) => batchProblem(line, issueToday(), purpose),
    },
    { key: 'locationCode', title: '库位', kind: 'readonly', width: 100 },
    {
      key: 'issuable',
      title: purpose === 'SCRAP' ? '可报废' : '可用',
      width: 90,
      align: 'right',
      value: (line) => lineIssuable(line, purpose),
      decimals: (line) => (line.uomPrecision === undefined ? undefined : { places: line.uomPrecision }),
    },
    { key: 'reason', title: '原因', width: 200, rule: (_value, line) => reasonProblem(line) },
    { key: 'remark', title: '备注', width: 140 },
  ];
}
