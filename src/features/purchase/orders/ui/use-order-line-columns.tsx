import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { SupplierScopeSelector, useEnabledSupplier } from '@/entities/supplier';
import { cdUomListQueryOptions, mdSupplierScopePageQueryOptions } from '@/shared/api';
import { PickerNotYet, type GridColumn, type PickerProps } from '@/shared/ui/editable-grid';
import {
  materialOf,
  requiredDateProblem,
  type OrderFormValues,
  type OrderLine,
  type ScopeRow,
} from '../model/order-lines';

const NO_SUPPLIER = '请先选择供应商：物料从供应商的供货范围中选取';

interface Scope {
  supplierId: string;
  supplierName: string;
  rows: readonly ScopeRow[] | undefined;
  precisionOf: (uomName: string) => number | undefined;
}

/** Why a material code is not one this supplier supplies, or undefined when it is. */
const outOfScope = (code: string, scope: Scope) => `物料 ${code} 不在供应商${scope.supplierName}的供货范围内`;

/** The material column bound to the chosen supplier's scope: picked from it, pasted codes looked up in it. */
function materialColumn(column: GridColumn<OrderLine>, scope: Scope): GridColumn<OrderLine> {
  const byCode = new Map((scope.rows ?? []).map((row) => [row.materialCode.toUpperCase(), row]));
  return {
    ...column,
    picker: ({ onPick, onCancel }: PickerProps<OrderLine>) =>
      scope.supplierId ? (
        <SupplierScopeSelector
          open
          multiple={false}
          title={`选择物料（${scope.supplierName}的供货范围）`}
          supplierId={scope.supplierId}
          onCancel={onCancel}
          onOk={([row]) => (row ? onPick(materialOf(row, scope.precisionOf)) : onCancel())}
        />
      ) : (
        <PickerNotYet title="选择物料" message={NO_SUPPLIER} onCancel={onCancel} />
      ),
    parse: (text) => {
      if (!scope.supplierId) return { refused: NO_SUPPLIER };
      if (!scope.rows) return { refused: '供应商的供货范围还在加载，请稍后再粘贴' };
      const row = byCode.get(text.trim().toUpperCase());
      return row ? { value: materialOf(row, scope.precisionOf) } : { refused: outOfScope(text.trim(), scope) };
    },
    // A line kept from before the supplier changed: by code, as the scope's material ids are another master's.
    rule: (_value, line) =>
      line.materialCode && scope.rows && !byCode.has(line.materialCode.toUpperCase())
        ? outOfScope(line.materialCode, scope)
        : undefined,
  };
}

/**
 * The order lines' columns as the header makes them (LinesConfig.useColumns): the material picked from and pasted
 * against the chosen supplier's scope (mdSupplierScope), its unit's decimals from the units' list, and 要求交期 not
 * before the 下单日期.
 */
export function useOrderLineColumns(columns: readonly GridColumn<OrderLine>[]): readonly GridColumn<OrderLine>[] {
  const supplierId = useWatch<OrderFormValues, 'supplierId'>({ name: 'supplierId' });
  const orderDate = useWatch<OrderFormValues, 'orderDate'>({ name: 'orderDate' });
  const supplier = useEnabledSupplier(supplierId);
  const scope = useQuery({
    ...mdSupplierScopePageQueryOptions({ body: { pageNo: 1, pageSize: 200, supplierId } }),
    enabled: Boolean(supplierId),
  });
  const units = useQuery(cdUomListQueryOptions({ body: { status: '0' } }));
  const rows = scope.data?.rows;
  const unitList = units.data;
  const supplierName = supplier?.shortName ?? supplier?.name ?? '';
  return useMemo(() => {
    const precisions = new Map((unitList ?? []).map((unit) => [unit.name, unit.precision]));
    const bound: Scope = {
      supplierId: supplierId ?? '',
      supplierName,
      rows: supplierId ? rows : undefined,
      precisionOf: (uomName) => precisions.get(uomName),
    };
    return columns.map((column) => {
      if (column.key === 'materialId') return materialColumn(column, bound);
      if (column.key === 'requiredDate') return { ...column, rule: (value) => requiredDateProblem(value, orderDate) };
      return column;
    });
  }, [columns, supplierId, supplierName, rows, unitList, orderDate]);
}
