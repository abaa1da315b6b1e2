import { UserSelect } from '@/entities/user';
import { pmProjRioAdd, pmProjRioEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyRio, rioForm, rioFormValues, rioSchema, type RioFormBody, type RioFormValues } from '../model/rio-form';
import type { ProjRio, ProjRioQuery } from '../model/rio-list';

export const RioForm = defineRecordForm<ProjRio, RioFormValues, RioFormBody, Partial<ProjRioQuery>>({
  noun: 'RIO',
  title: (row) => (row ? `编辑 RIO：${row.code}` : '新增 RIO'),
  schema: rioSchema,
  fields: rioForm.fields({
    ownerId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="ownerId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择责任人"
      />
    ),
  }),
  empty: (scope) => emptyRio(scope?.projId),
  values: rioFormValues,
  add: (body, options) => pmProjRioAdd({ body }, options),
  edit: (body, row, options) => pmProjRioEdit({ body: { ...body, id: row.id } }, options),
});
