import { materialAttributeItems } from '@/entities/material';
import { mdMaterialMgmtDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import type { LegacyMaterial } from '../model/legacy-material-list';

/** 物料详情 (v1): the material, its stock and weight figures, and its audit stamp. */
export const LegacyMaterialDetailDrawer = defineDetailPanel({
  title: '物料详情',
  width: 'default',
  columns: 2,
  query: (row: LegacyMaterial) => mdMaterialMgmtDetailQueryOptions({ query: { id: row.id } }),
  items: (m, renderDict) => [
    { label: '物料编码', value: m.code },
    { label: '物料名称', value: m.name },
    { label: '物料类型', value: renderDict('material_type', m.typeCode, 'text') },
    { label: '追溯方式', value: renderDict('material_traceability', m.traceability, 'text') },
    { label: '规格型号', value: m.specification, span: 2 },
    { label: '计量单位', value: m.uomName },
    { label: '物料组', value: m.groupName },
    ...materialAttributeItems(m),
    { label: '状态', value: renderDict('common_status', m.status) },
    { label: '备注', value: m.remark, span: 2 },
  ],
});
