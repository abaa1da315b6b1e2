import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { materialsText, scopeText, type RuleMaterial } from './rule-labels';

/** A rule's scope as its list shows it: the suppliers (none: every supplier) and the materials (none: every one). */
export function ruleScopeColumns<Row extends { supplierNames: string[]; materials: RuleMaterial[] }>(
  supplierWidth = 180,
): ColumnConfig<Row>[] {
  // Row has both fields (its constraint); TypeScript does not resolve Extract<keyof Row, string> for a generic Row.
  const field = (name: 'supplierNames' | 'materials') => name as Extract<keyof Row, string>;
  return [
    {
      dataIndex: field('supplierNames'),
      title: '供应商',
      width: supplierWidth,
      ellipsis: true,
      render: (_, row) => scopeText(row.supplierNames, '全部供应商'),
    },
    {
      dataIndex: field('materials'),
      title: '物料',
      width: 240,
      ellipsis: true,
      render: (_, row) => materialsText(row.materials),
    },
  ];
}

/** The conditions of a rule's list by scope: code, name, a supplier's name, a material's code, state. */
export const RULE_SCOPE_CONDITIONS = [
  'code',
  'name',
  { key: 'supplierName', title: '供应商', type: 'input' },
  { key: 'materialCode', title: '物料编码', type: 'input' },
  'status',
] as const satisfies readonly (SearchCondition<string> | string)[];
