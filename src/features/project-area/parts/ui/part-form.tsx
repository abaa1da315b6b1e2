import { Input } from 'antd';
import { MaterialPickField } from '@/entities/material';
import { pmProjPartAdd, pmProjPartEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyPart, partForm, partFormValues, type PartFormBody, type PartFormValues } from '../model/part-form';
import type { ProjPart, ProjPartQuery } from '../model/part-list';

/** 添加零件 / 编辑零件: a new part is picked in the material selector; an edited one keeps its material. */
export const PartForm = defineRecordForm<ProjPart, PartFormValues, PartFormBody, Partial<ProjPartQuery>>({
  noun: '零件',
  schema: partForm.schema,
  fields: (row) =>
    partForm.fields({
      materialId: ({ value, onChange, onBlur }) =>
        row ? (
          <Input id="materialId" disabled value={`${row.materialCode} ${row.materialName}`} />
        ) : (
          <MaterialPickField id="materialId" value={value} onChange={onChange} onBlur={onBlur} />
        ),
    }),
  empty: (scope) => emptyPart(scope?.projId),
  values: partFormValues,
  add: (body, options) => pmProjPartAdd({ body }, options),
  edit: (body, row, options) => pmProjPartEdit({ body: { ...body, id: row.id } }, options),
});
