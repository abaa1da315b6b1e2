import { MaterialPickField } from '@/entities/material';
import { mfgBomAdd, mfgBomEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { bomForm, bomFormValues, emptyBom, type BomFormBody, type BomFormValues } from '../model/bom-form';
import type { MfgBom } from '../model/bom-list';

/** 新增 BOM (a draft version of a product) / 编辑 the header of a draft. */
export const BomForm = defineRecordForm<MfgBom, BomFormValues, BomFormBody>({
  noun: 'BOM',
  schema: bomForm.schema,
  fields: bomForm.fields({
    materialId: ({ value, onChange, onBlur }) => (
      <MaterialPickField id="materialId" value={value} onChange={onChange} onBlur={onBlur} placeholder="请选择产品" />
    ),
  }),
  empty: emptyBom,
  values: bomFormValues,
  add: (body, options) => mfgBomAdd({ body }, options),
  edit: (body, bom, options) => mfgBomEdit({ body: { ...body, id: bom.id } }, options),
});
