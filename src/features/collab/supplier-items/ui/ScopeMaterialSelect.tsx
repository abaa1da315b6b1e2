import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { mdSupplierScopePageQueryOptions, type MdSupplierScopePageData } from '@/shared/api';
import { inScope, type KnownMaterial } from '../model/scope-check';

interface ScopeMaterialSelectProps {
  id: string;
  value: string;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  /** The edited supplier item's material (none when adding). */
  record?: KnownMaterial | undefined;
}

const labelOf = (material: Pick<KnownMaterial, 'materialCode' | 'materialName'>) =>
  `${material.materialCode} ${material.materialName}`;

/**
 * 物料 from the chosen supplier's scope (mdSupplierScope). A material chosen before the supplier changed stays in the
 * field, marked as outside the new supplier's scope, and the save refuses it: nothing typed is silently dropped.
 */
export function ScopeMaterialSelect({ id, value, onChange, onBlur, record }: ScopeMaterialSelectProps) {
  const supplierId = useWatch({ name: 'supplierId' }) as string;
  const [known, setKnown] = useState<KnownMaterial | undefined>(record);
  const scope = useQuery({
    ...mdSupplierScopePageQueryOptions({ body: { pageNo: 1, pageSize: 200, supplierId } }),
    enabled: Boolean(supplierId),
    select: (page: MdSupplierScopePageData) => page.rows,
  });
  const rows = supplierId ? (scope.data ?? []) : [];
  // The record's own material keeps its id where the scope names it by its code (scope-check.ts).
  const options = rows.map((row) => ({
    value: known && row.materialCode === known.materialCode ? known.materialId : row.materialId,
    label: labelOf(row),
  }));
  const outside = value !== '' && scope.isSuccess && !inScope(rows, value, known);
  if (outside) {
    options.push({
      value,
      label: `${known?.materialId === value ? labelOf(known) : value}（不在该供应商的供货范围内）`,
    });
  }
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={supplierId ? '请选择物料（供应商的供货范围）' : '请先选择供应商'}
      disabled={!supplierId}
      loading={scope.isLoading}
      status={outside ? 'error' : undefined}
      value={value || undefined}
      options={options}
      onBlur={onBlur}
      onChange={(next: string | undefined) => {
        const row = rows.find((r) => r.materialId === next);
        if (row)
          setKnown({ materialId: row.materialId, materialCode: row.materialCode, materialName: row.materialName });
        onChange(next ?? null);
      }}
    />
  );
}
