import { MaterialGroupTreeSelect } from '@/entities/material';
import {
  cdMaterialCreate,
  cdMaterialDetailQueryOptions,
  cdMaterialGroupTreeOperation,
  cdMaterialTypeListQueryOptions,
  cdMaterialUpdate,
  cdUomListQueryOptions,
  type CdMaterialDetailData,
} from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import { useRefetchList } from '@/shared/ui/record-actions';
import { EditFromDetail, RecordFormModal } from '@/shared/ui/record-form';
import { emptyMaterial, materialFields, materialFormSchema, materialFormValues, type MaterialFormBody, type MaterialFormValues } from '../model/material-form';
import { materialSource, type Material } from '../model/material-list';

const enabled = { body: { status: '0' } };
const uomOption = (u: { id: string; code: string; name: string }) => ({ value: u.id, label: `${u.name}（${u.code}）` });

const fields = materialFields({
  groupId: ({ value, onChange, onBlur }) => <MaterialGroupTreeSelect id="groupId" value={value} onChange={onChange} onBlur={onBlur} />,
  typeId: ({ value, onChange, onBlur }) => (
    <QuerySelect id="typeId" query={cdMaterialTypeListQueryOptions(enabled)} option={(t) => ({ value: t.id, label: t.name })} value={value} onChange={onChange} onBlur={onBlur} placeholder="请选择物料类型" />
  ),
  uomId: ({ value, onChange, onBlur }) => (
    <QuerySelect id="uomId" query={cdUomListQueryOptions(enabled)} option={uomOption} value={value} onChange={onChange} onBlur={onBlur} placeholder="请选择计量单位" />
  ),
  // Only weight units (category WGT) measure a weight.
  weightUomId: ({ value, onChange, onBlur }) => (
    <QuerySelect id="weightUomId" query={cdUomListQueryOptions(enabled)} filter={(u) => u.category === 'WGT'} option={uomOption} value={value} onChange={onChange} onBlur={onBlur} placeholder="请选择重量单位" />
  ),
});

/** 新增物料 / 编辑物料: an edit starts from the material's detail (the list's rows leave weights and barcode out). */
export function MaterialFormModal({ material, onClose }: { material?: Material | undefined; onClose: () => void }) {
  if (!material) return <MaterialForm onClose={onClose} />;
  return (
    <EditFromDetail query={cdMaterialDetailQueryOptions({ body: { id: material.id } })} title="编辑物料" width={900} onClose={onClose}>
      {(detail) => <MaterialForm material={detail} onClose={onClose} />}
    </EditFromDetail>
  );
}

/** The server's message lands on the form; the list and the group tree refetch after. */
function MaterialForm({ material, onClose }: { material?: CdMaterialDetailData; onClose: () => void }) {
  const refetch = useRefetchList(materialSource, cdMaterialGroupTreeOperation);
  return (
    <RecordFormModal<MaterialFormValues, MaterialFormBody>
      title={material ? '编辑物料' : '新增物料'}
      open
      width={900}
      onClose={onClose}
      schema={materialFormSchema}
      defaultValues={material ? materialFormValues(material) : emptyMaterial}
      fields={fields}
      onSubmit={(body) => (material ? cdMaterialUpdate({ body: { ...body, id: material.id } }, { quiet: true }) : cdMaterialCreate({ body }, { quiet: true }))}
      onSaved={() => void refetch()}
    />
  );
}
