import { UserMultiSelect, UserSelect } from '@/entities/user';
import { pmProjTrwAdd, pmProjTrwEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyTrw, trwForm, trwFormValues, trwSchema, type TrwFormBody, type TrwFormValues } from '../model/trw-form';
import type { ProjTrw, ProjTrwQuery } from '../model/trw-list';

export const TrwForm = defineRecordForm<ProjTrw, TrwFormValues, TrwFormBody, Partial<ProjTrwQuery>>({
  noun: '技术评审',
  schema: trwSchema,
  fields: trwForm.fields({
    chairId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="chairId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择评审主席"
      />
    ),
    reviewerIds: ({ value, onChange, onBlur }) => (
      <UserMultiSelect
        id="reviewerIds"
        value={value}
        onChange={(ids) => onChange(ids)}
        onBlur={onBlur}
        placeholder="请选择评审专家"
      />
    ),
  }),
  empty: (scope) => emptyTrw(scope?.projId),
  values: trwFormValues,
  add: (body, options) => pmProjTrwAdd({ body }, options),
  edit: (body, row, options) => pmProjTrwEdit({ body: { ...body, id: row.id } }, options),
});
