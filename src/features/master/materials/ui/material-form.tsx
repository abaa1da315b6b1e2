import { MaterialGroupTreeSelect } from '@/entities/material';
import {
  cdMaterialCreate,
  cdMaterialDetailQueryOptions,
  cdMaterialTypeListQueryOptions,
  cdMaterialUpdate,
  cdUomListQueryOptions,
} from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyMaterial, materialFields, materialFormSchema, materialFormValues } from '../model/material-form';
import type { Material, MaterialQuery } from '../model/material-list';

const enabled = { body: { status: '0' } };
const uomOption = (u: { id: string; code: string; name: string }) => ({ value: u.id, label: `${u.name}（${u.code}）` });

/** 新增物料 / 编辑物料: an edit starts from the material's detail (the list's rows leave weights and barcode out). */
export const MaterialForm = defineRecordForm({
  noun: '物料',
  width: 900,
  schema: materialFormSchema,
  fields: materialFields({
    groupId: ({ value, onChange, onBlur }) => (
      <MaterialGroupTreeSelect id="groupId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
    typeId: ({ value, onChange, onBlur }) => (
      <QuerySelect
        id="typeId"
        query={cdMaterialTypeListQueryOptions(enabled)}
        option={(t) => ({ value: t.id, label: t.name })}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder="请选择物料类型"
      />
    ),
    uomId: ({ value, onChange, onBlur }) => (
      <QuerySelect
        id="uomId"
        query={cdUomListQueryOptions(enabled)}
        option={uomOption}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder="请选择计量单位"
      />
    ),
    // Only weight units (category WGT) measure a weight.
    weightUomId: ({ value, onChange, onBlur }) => (
      <QuerySelect
        id="weightUomId"
        query={cdUomListQueryOptions(enabled)}
        filter={(u) => u.category === 'WGT'}
        option={uomOption}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder="请选择重量单位"
      />
    ),
  }),
  // A new material starts in the group chosen in the tree beside the list.
  empty: (scope?: Partial<MaterialQuery>) => ({ ...emptyMaterial, groupId: scope?.groupId ?? '' }),
  detail: (material: Material) => cdMaterialDetailQueryOptions({ body: { id: material.id } }),
  values: materialFormValues,
  add: (body, options) => cdMaterialCreate({ body }, options),
  edit: (body, material, options) => cdMaterialUpdate({ body: { ...body, id: material.id } }, options),
});
