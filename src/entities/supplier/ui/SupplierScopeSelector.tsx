import { useMemo } from 'react';
import { mdSupplierScopePageSource } from '@/shared/api';
import { MODAL_WIDTH } from '@/shared/config';
import { defineSelector, type SelectorProps, type SelectorRow } from '@/shared/ui/selection-modal';

export type SupplierScopeRow = SelectorRow<typeof mdSupplierScopePageSource>;

/** The materials of a supplier's scope (供货范围), searched by code or name. */
const Selector = defineSelector({
  title: '选择物料',
  width: MODAL_WIDTH.materialSelector,
  source: mdSupplierScopePageSource,
  columns: [
    { dataIndex: 'materialCode', title: '物料编码', width: 150 },
    { dataIndex: 'materialName', title: '物料名称', width: 160 },
    { dataIndex: 'specification', title: '规格型号', width: 200 },
    { dataIndex: 'uomName', title: '单位', width: 70 },
    { dataIndex: 'supplierMaterialCode', title: '供应商料号', width: 150 },
    { dataIndex: 'remark', title: '备注', width: 160 },
  ],
  conditions: [
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'materialName', title: '物料名称', type: 'input' },
  ],
});

export interface SupplierScopeSelectorProps extends Omit<SelectorProps<SupplierScopeRow>, 'source' | 'params'> {
  supplierId: string;
}

/** 选择物料 of a purchase document: only what the supplier may supply. */
export function SupplierScopeSelector({ supplierId, ...props }: SupplierScopeSelectorProps) {
  const params = useMemo(() => ({ supplierId }), [supplierId]);
  return <Selector {...props} params={params} />;
}
