import { useState } from 'react';
import { cdMaterialPageSource, type CdMaterialPageData } from '@/shared/api';
import { MODAL_WIDTH } from '@/shared/config';
import { defineSelector, type SelectorProps } from '@/shared/ui/selection-modal';
import { MaterialGroupTreePanel } from './MaterialGroupTreePanel';

export type MaterialRow = CdMaterialPageData['rows'][number];
export type MaterialSelectorProps = SelectorProps<MaterialRow>;

/** The material-group tree under '全部' narrows the materials to a group. */
function useGroupAside() {
  const [groupId, setGroupId] = useState<string>();
  return {
    params: groupId ? { groupId } : undefined,
    aside: <MaterialGroupTreePanel value={groupId} onChange={setGroupId} />,
  };
}

/** The material selector (product.md §2.6): the enabled materials, the material-group tree on the left. */
export const MaterialSelector = defineSelector({
  title: '选择物料',
  width: MODAL_WIDTH.materialSelector,
  source: cdMaterialPageSource,
  params: { status: '0' },
  columns: [
    { dataIndex: 'typeName', title: '物料类型', width: 110 },
    { dataIndex: 'code', title: '物料编码', width: 150 },
    { dataIndex: 'name', title: '物料名称', width: 200 },
    { dataIndex: 'traceability', title: '追溯方式', width: 110, dict: 'material_traceability', dictAs: 'text' },
    { dataIndex: 'specification', title: '规格型号', width: 180 },
    { dataIndex: 'uomName', title: '单位', width: 80 },
  ],
  conditions: [
    { key: 'code', title: '物料编码', type: 'input' },
    { key: 'name', title: '物料名称', type: 'input' },
  ],
  useAside: useGroupAside,
});
