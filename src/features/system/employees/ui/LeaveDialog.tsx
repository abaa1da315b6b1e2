import { sysEmpLeave, type sysEmp } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { RecordFormModal } from '@/shared/ui/record-form';
import { leaveForm, leaveSchema } from '../model/leave-form';

/** 离职：{name}: asks for the leave date; the server's refusal stays on the form. */
export function LeaveDialog({ row, onClose, refetch }: RowPanelProps<RowOf<typeof sysEmp>>) {
  return (
    <RecordFormModal
      title={`离职：${row.name}（${row.jobNum}）`}
      open
      onClose={onClose}
      schema={leaveSchema(row.entryDate)}
      defaultValues={{ ...leaveForm.empty, id: row.id }}
      fields={leaveForm.fields()}
      onSubmit={(body) => sysEmpLeave({ body }, { quiet: true })}
      onSaved={() => void refetch()}
      successMessage="已登记离职"
      width={520}
      columns={1}
    />
  );
}
