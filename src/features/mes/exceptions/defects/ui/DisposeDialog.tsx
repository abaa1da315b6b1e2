import { mfgDefectDispose } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { RecordFormModal } from '@/shared/ui/record-form';
import type { MfgDefect } from '../model/defect-list';
import { disposeForm } from '../model/dispose-form';

/** 处置: 待处置 → 处置中 with the way the pieces are handled. */
export function DisposeDialog({ row, onClose, refetch }: RowPanelProps<MfgDefect>) {
  return (
    <RecordFormModal
      title={`处置缺陷：${row.defectNo}`}
      open
      width={560}
      columns={1}
      onClose={onClose}
      schema={disposeForm.schema}
      defaultValues={{ ...disposeForm.empty, id: row.id }}
      fields={disposeForm.fields()}
      onSubmit={(body) => mfgDefectDispose({ body }, { quiet: true })}
      onSaved={() => void refetch()}
      successMessage="已处置"
    />
  );
}
