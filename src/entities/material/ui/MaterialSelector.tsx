import { useMemo, useState } from 'react';
import {
  cdMaterialPage,
  cdMaterialPageQueryKey,
  type CdMaterialPageData,
  type CdMaterialPageVariables,
} from '@/shared/api';
import { MODAL_WIDTH } from '@/shared/config';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { RowSelectionModal, type SelectionSource } from '@/shared/ui/selection-modal';
import { MaterialGroupTreePanel } from './MaterialGroupTreePanel';

export type MaterialRow = CdMaterialPageData['rows'][number];
type MaterialQuery = CdMaterialPageVariables['body'];

const defaultSource: SelectionSource<MaterialRow> = {
  // The selector's params are the material page's request fields (paging, groupId, the searched code or name).
  key: (params) => cdMaterialPageQueryKey({ body: params as MaterialQuery }),
  fetch: (params, options) => cdMaterialPage({ body: params as MaterialQuery }, options),
};

const columns: ColumnConfig<MaterialRow>[] = [
  { dataIndex: 'typeName', title: '物料类型', width: 110 },
  { dataIndex: 'code', title: '物料编码', width: 150 },
  { dataIndex: 'name', title: '物料名称', width: 200 },
  { dataIndex: 'traceability', title: '追溯方式', width: 110, dict: 'material_traceability', dictAs: 'text' },
  { dataIndex: 'specification', title: '规格型号', width: 180 },
  { dataIndex: 'uomName', title: '单位', width: 80 },
];

export interface MaterialSelectorProps {
  open: boolean;
  onCancel: () => void;
  onOk: (materials: MaterialRow[]) => void;
  multiple?: boolean;
  title?: string;
  /** Another list to pick from (the legacy pageFor…Add pickers); the enabled materials by default. */
  source?: SelectionSource<MaterialRow>;
}

/** The material selector (§2.6): the material-group tree under '全部' on the left, materials on the right. */
export function MaterialSelector({
  open,
  onCancel,
  onOk,
  multiple = true,
  title = '选择物料',
  source = defaultSource,
}: MaterialSelectorProps) {
  const [groupId, setGroupId] = useState<string>();
  const params = useMemo(() => (groupId ? { status: '0', groupId } : { status: '0' }), [groupId]);
  return (
    <RowSelectionModal<MaterialRow>
      title={title}
      open={open}
      onCancel={onCancel}
      onOk={onOk}
      width={MODAL_WIDTH.materialSelector}
      columns={columns}
      source={source}
      params={params}
      multiple={multiple}
      conditions={[
        { key: 'code', title: '物料编码', type: 'input' },
        { key: 'name', title: '物料名称', type: 'input' },
      ]}
      aside={<MaterialGroupTreePanel value={groupId} onChange={setGroupId} />}
    />
  );
}
