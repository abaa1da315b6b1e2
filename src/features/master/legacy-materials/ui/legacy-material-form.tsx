import {
  cdUomListQueryOptions,
  mdMaterialMgmtAdd,
  mdMaterialMgmtDetailQueryOptions,
  mdMaterialMgmtEdit,
  type MdMaterialMgmtDetailData,
} from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyLegacyMaterial,
  isWeightUnit,
  legacyMaterialFields,
  legacyMaterialFormSchema,
  legacyMaterialFormValues,
} from '../model/legacy-material-form';
import type { LegacyMaterial } from '../model/legacy-material-list';
import { GroupCodeTreeSelect } from './GroupCodeTreeSelect';

const enabled = { body: { status: '0' } };
// The v1 material names its unit by code (cdUom/list's code), not by id as the v2 one does.
const uomOption = (u: { code: string; name: string }) => ({ value: u.code, label: `${u.name}（${u.code}）` });

/**
 * 新增物料 / 编辑物料 (v1): an edit starts from the material's detail, since the list's rows leave fields out.
 * (The types are inferred: the detail query's key type is its own, which explicit type arguments would have to spell.)
 */
export const LegacyMaterialForm = defineRecordForm({
  noun: '物料',
  schema: legacyMaterialFormSchema,
  fields: legacyMaterialFields({
    uomCode: ({ value, onChange, onBlur }) => (
      <QuerySelect
        id="uomCode"
        query={cdUomListQueryOptions(enabled)}
        option={uomOption}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder="请选择计量单位"
      />
    ),
    groupCode: ({ value, onChange, onBlur }) => (
      <GroupCodeTreeSelect id="groupCode" value={value} onChange={onChange} onBlur={onBlur} />
    ),
    // Only weight units (category WGT) the contract names measure a weight.
    weightUomCode: ({ value, onChange, onBlur }) => (
      <QuerySelect
        id="weightUomCode"
        query={cdUomListQueryOptions(enabled)}
        filter={(u) => u.category === 'WGT' && isWeightUnit(u.code)}
        option={uomOption}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder="请选择重量单位"
      />
    ),
  }),
  empty: emptyLegacyMaterial,
  detail: (material: LegacyMaterial) => mdMaterialMgmtDetailQueryOptions({ query: { id: material.id } }),
  values: legacyMaterialFormValues,
  add: (body, options) => mdMaterialMgmtAdd({ body }, options),
  edit: (body, material: MdMaterialMgmtDetailData, options) =>
    mdMaterialMgmtEdit({ body: { ...body, id: material.id } }, options),
  width: 900,
});
