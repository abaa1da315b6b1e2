import { pmProjRioClose } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { RecordFormModal } from '@/shared/ui/record-form';
import { rioCloseForm, rioCloseValues } from '../model/rio-close';
import type { ProjRio } from './RioListPage';

/** 关闭 a resolved RIO with its closing note (已解决 → 已关闭). */
export function RioCloseDialog({ row, onClose, refetch }: RowPanelProps<ProjRio>) {
  return (
    <RecordFormModal
      open
      title={`关闭 RIO：${row.code}`}
      width={560}
      columns={1}
      schema={rioCloseForm.schema}
      fields={rioCloseForm.fields()}
      defaultValues={rioCloseValues(row)}
      onClose={onClose}
      onSubmit={(body) => pmProjRioClose({ body }, { quiet: true })}
      successMessage="已关闭"
      onSaved={() => void refetch()}
    />
  );
}
