import { useMemo } from 'react';
import { MODAL_WIDTH } from '@/shared/config';
import { defineSelector, selectionSource, type SelectorProps } from '@/shared/ui/selection-modal';
import { LEGACY_MATERIAL_PICKERS, type LegacyMaterialPicker, type LegacyMaterialRow } from '../api/pickers';

/**
 * The v1 material selector: the legacy pickers have no group filter, so this is a searchable list (code, name,
 * specification, type) rather than the v2 selector's tree and list.
 */
const Selector = defineSelector({
  title: '选择物料',
  width: MODAL_WIDTH.materialSelector,
  source: LEGACY_MATERIAL_PICKERS.bomItem,
  columns: [
    { dataIndex: 'typeName', title: '物料类型', width: 100 },
    { dataIndex: 'code', title: '物料编码', width: 150 },
    { dataIndex: 'name', title: '物料名称', width: 180 },
    { dataIndex: 'specification', title: '规格型号', width: 180 },
    { dataIndex: 'traceability', title: '追溯方式', width: 100, dict: 'material_traceability', dictAs: 'text' },
    { dataIndex: 'uomName', title: '单位', width: 70 },
    { dataIndex: 'groupName', title: '物料组', width: 120 },
  ],
  conditions: [
    { key: 'code', title: '物料编码', type: 'input' },
    { key: 'name', title: '物料名称', type: 'input' },
    { key: 'specification', title: '规格型号', type: 'input' },
    { key: 'typeCode', title: '物料类型', type: 'select', dict: 'material_type', multiple: true },
  ],
});

export interface LegacyMaterialSelectorProps extends Omit<SelectorProps<LegacyMaterialRow>, 'source' | 'params'> {
  /** Which pageFor…Add list to pick from. */
  picker: LegacyMaterialPicker;
  /** The record the materials are added to: its materials are not offered again. */
  refId?: string;
}

export function LegacyMaterialSelector({ picker, refId, ...props }: LegacyMaterialSelectorProps) {
  const source = useMemo(() => selectionSource(LEGACY_MATERIAL_PICKERS[picker]), [picker]);
  return <Selector {...props} source={source} params={refId ? { refId } : undefined} />;
}
