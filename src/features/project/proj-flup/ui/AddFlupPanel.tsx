import { UserSelect } from '@/entities/user';
import { pmProjFlupAdd } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { formatDate } from '@/shared/lib/format';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyFlup, flupForm, flupSchema, type FlupFormBody, type FlupFormValues } from '../model/flup-form';
import type { FlupProject } from './FlupListPage';

/** 新增跟进 of the project the row is; follow-ups are added, never edited (a record of what happened). */
const FlupForm = defineRecordForm<never, FlupFormValues, FlupFormBody, FlupProject>({
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

/** 跟进 from a project's row: the follow-up form for that project; the list refetches after a save. */
export function AddFlupPanel({ row, onClose, refetch }: RowPanelProps<FlupProject>) {
  return (
    <FlupForm
      scope={row}
      onClose={onClose}
      onSaved={() => {
        onClose();
        void refetch();
      }}
    />
  );
}
