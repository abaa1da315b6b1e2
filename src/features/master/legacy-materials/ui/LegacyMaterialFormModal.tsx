import {
  cdUomListQueryOptions,
  mdMaterialMgmtAdd,
  mdMaterialMgmtDetailQueryOptions,
  mdMaterialMgmtEdit,
  type MdMaterialMgmtDetailData,
} from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import { useRefetchList } from '@/shared/ui/record-actions';
import { EditFromDetail, RecordFormModal } from '@/shared/ui/record-form';
import {
  emptyLegacyMaterial,
  isWeightUnit,
  legacyMaterialFields,
  legacyMaterialFormSchema,
  legacyMaterialFormValues,
  type LegacyMaterialFormBody,
  type LegacyMaterialFormValues,
} from '../model/legacy-material-form';
import { legacyMaterialSource, type LegacyMaterial } from '../model/legacy-material-list';
import { GroupCodeTreeSelect } from './GroupCodeTreeSelect';

const enabled = { body: { status: '0' } };
// The v1 material names its unit by code (cdUom/list's code), not by id as the v2 one does.
const uomOption = (u: { code: string; name: string }) => ({ value: u.code, label: `${u.name}（${u.code}）` });

const fields = legacyMaterialFields({
  uomCode: ({ value, onChange, onBlur }) => (
    <QuerySelect id="uomCode" query={cdUomListQueryOptions(enabled)} option={uomOption} value={value} onChange={onChange} onBlur={onBlur} placeholder="请选择计量单位" />
  ),
  groupCode: ({ value, onChange, onBlur }) => <GroupCodeTreeSelect id="groupCode" value={value} onChange={onChange} onBlur={onBlur} />,
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
});

interface Props {
  material?: LegacyMaterial | undefined;
  onClose: () => void;
}

/** 新增物料 / 编辑物料 (v1): an edit starts from the material's detail, since the list's rows leave fields out. */
export function LegacyMaterialFormModal({ material, onClose }: Props) {
  if (!material) return <MaterialForm onClose={onClose} />;
  return (
    <EditFromDetail query={mdMaterialMgmtDetailQueryOptions({ query: { id: material.id } })} title="编辑物料" width={900} onClose={onClose}>
      {(detail) => <MaterialForm material={detail} onClose={onClose} />}
    </EditFromDetail>
  );
}

/** The server's message lands on the form; the list refetches after a save. */
function MaterialForm({ material, onClose }: { material?: MdMaterialMgmtDetailData; onClose: () => void }) {
  const refetch = useRefetchList(legacyMaterialSource);
  return (
    <RecordFormModal<LegacyMaterialFormValues, LegacyMaterialFormBody>
      title={material ? '编辑物料' : '新增物料'}
      open
      width={900}
      onClose={onClose}
      schema={legacyMaterialFormSchema}
      defaultValues={material ? legacyMaterialFormValues(material) : emptyLegacyMaterial}
      fields={fields}
      onSubmit={(body) => (material ? mdMaterialMgmtEdit({ body: { ...body, id: material.id } }, { quiet: true }) : mdMaterialMgmtAdd({ body }, { quiet: true }))}
      onSaved={() => void refetch()}
    />
  );
}
