import { UserSelect } from '@/entities/user';
import { pmProjFlupAdd } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { formatDate } from '@/shared/lib/format';
import { RecordFormModal } from '@/shared/ui/record-form';
import { emptyFlup, flupForm, flupSchema } from '../model/flup-form';
import type { FlupProject } from './FlupListPage';

const fields = flupForm.fields({
  flupUserId: ({ value, onChange, onBlur }) => (
    <UserSelect
      id="flupUserId"
      value={value}
      onChange={(id) => onChange(id ?? '')}
      onBlur={onBlur}
      placeholder="请选择跟进人"
    />
  ),
});

/** 跟进 from a project's row: a new follow-up of that project (records of what happened are never edited). */
export function AddFlupPanel({ row, onClose, refetch }: RowPanelProps<FlupProject>) {
  return (
    <RecordFormModal
      open
      title="新增跟进记录"
      width={760}
      schema={flupSchema}
      fields={fields}
      defaultValues={emptyFlup(row.id, formatDate(new Date()))}
      onClose={onClose}
      onSubmit={(body) => pmProjFlupAdd({ body }, { quiet: true })}
      onSaved={() => void refetch()}
    />
  );
}
