import { UserSelect } from '@/entities/user';
import { pmProjFlupAdd } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyFlup, flupForm, flupSchema, type FlupFormBody, type FlupFormValues } from '../model/flup-form';
import type { FlupProject } from '../model/flup-list';

/** 新增跟进 of the project the list is at (its scope); follow-ups are added, never edited (a record of what happened). */
export const FlupForm = defineRecordForm<never, FlupFormValues, FlupFormBody, FlupProject>({
  noun: '跟进记录',
  schema: flupSchema,
  fields: flupForm.fields({
    flupUserId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="flupUserId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择跟进人"
      />
    ),
  }),
  empty: (project) => emptyFlup(project?.id ?? '', formatDate(new Date())),
  add: (body, options) => pmProjFlupAdd({ body }, options),
  width: 760,
});
