import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { MaterialGroupTreeSelect, MaterialGroupTreePanel, materialAttributeForm } from '@/entities/material';
import {
  cdMaterial,
  cdMaterialGroupTreeOperation,
  cdMaterialTypeListQueryOptions,
  cdUomListQueryOptions,
} from '@/shared/api';
import { weightRules } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { QuerySelect } from '@/shared/ui/query-select';
import { TreeListLayout } from '@/shared/ui/tree-layout';

/** The material detail route of the server's menu (a hidden type-4 record); the material is `?id=`. */
const MATERIAL_DETAIL_PATH = '/master/materialMgmt/material/cdMaterial/materialDetail';
const enabled = { body: { status: '0' } };
const uomOption = (u: { id: string; code: string; name: string }) => ({ value: u.id, label: `${u.name}（${u.code}）` });

/**
 * 物料: columns sized by the table from their titles, dictionaries and examples; code, name, specification, unit and
 * status always fit, type and traceability give way on a narrow table (1366/1440 beside the group tree).
 */
export const MaterialList = defineCrudScreen(cdMaterial, {
  noun: '物料',
  columns: [
    { dataIndex: 'typeName', title: '物料类型', example: 'PCBA 半成品', hide: 'narrow' },
    { dataIndex: 'code', title: '物料编码', example: 'SM-PCBA-750C-01', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '物料名称', example: 'PA66 加纤粒料', ellipsis: true, query: 'input' },
    {
      dataIndex: 'traceability',
      title: '追溯方式',
      dict: 'material_traceability',
      dictAs: 'text',
      filter: true,
      hide: 'narrow',
    },
    { dataIndex: 'specification', title: '规格型号', example: '6063-T5 40×40×2', ellipsis: true },
    { dataIndex: 'uomName', title: '单位' },
    { dataIndex: 'groupName', title: '物料组', example: '伺服驱动器', hide: true },
    { dataIndex: 'brand', title: '品牌', example: 'Infineon', hide: true },
    'status',
    'updateTime',
  ],
  // The types: the server's enabled ones, filled in by the page.
  conditions: [
    'code',
    'name',
    'specification',
    { key: 'typeId', title: '物料类型', type: 'select', multiple: true },
    'traceability',
    'status',
  ],
  // The group tree shows how many materials each group holds.
  alsoRefetch: [cdMaterialGroupTreeOperation],
  // The list's rows leave weights and barcode out.
  editFrom: 'detail',
  formWidth: 900,
  form: {
    code: {},
    name: {},
    groupId: {
      label: '物料组',
      kind: 'custom',
      render: (field) => <MaterialGroupTreeSelect {...field} />,
    },
    typeId: {
      label: '物料类型',
      kind: 'custom',
      render: (field) => (
        <QuerySelect
          {...field}
          query={cdMaterialTypeListQueryOptions(enabled)}
          option={(t) => ({ value: t.id, label: t.name })}
        />
      ),
    },
    uomId: {
      label: '计量单位',
      kind: 'custom',
      render: (field) => <QuerySelect {...field} query={cdUomListQueryOptions(enabled)} option={uomOption} />,
    },
    traceability: { dict: 'material_traceability' },
    specification: { wide: true },
    brand: {},
    ...materialAttributeForm,
    // Only weight units (category WGT) measure a weight.
    weightUomId: {
      label: '重量单位',
      kind: 'custom',
      render: (field) => (
        <QuerySelect
          {...field}
          query={cdUomListQueryOptions(enabled)}
          filter={(u) => u.category === 'WGT'}
          option={uomOption}
        />
      ),
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  // A new material starts in the group chosen in the tree beside the list.
  empty: (scope) => ({ groupId: scope?.groupId ?? '', traceability: 'NONE' }),
  // The contract leaves the weight rules to the form (MaterialForm's description).
  checks: weightRules('weightUomId'),
  rowActions: [
    { kind: 'link', action: 'detail', title: '详情', to: (material) => `${MATERIAL_DETAIL_PATH}?id=${material.id}` },
    'edit',
  ],
  table: { selection: 'checkbox' },
});

const typeQuery = cdMaterialTypeListQueryOptions({ body: { status: '0' } });

/** 物料: the group tree under '全部' narrows the list; add, edit, detail, state changes, export. */
export function MaterialListPage() {
  const [groupId, setGroupId] = useState<string>();
  const types = useQuery(typeQuery);
  const conditions = useMemo(
    () =>
      MaterialList.screen.conditions?.map((c) =>
        c.key === 'typeId' ? { ...c, options: (types.data ?? []).map((t) => ({ title: t.name, value: t.id })) } : c,
      ),
    [types.data],
  );
  const extendedParams = useMemo(() => (groupId ? { groupId } : undefined), [groupId]);
  return (
    <TreeListLayout aside={<MaterialGroupTreePanel value={groupId} onChange={setGroupId} />}>
      <MaterialList conditions={conditions} extendedParams={extendedParams} />
    </TreeListLayout>
  );
}
