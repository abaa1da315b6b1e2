import { mfgDefectDispose, mfgDefectDisposeBodyFacts, type MfgDefectPageData } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { defineForm, RecordFormModal } from '@/shared/ui/record-form';
import { disposalOptions } from '../model/defect-options';

/** 处置: how the defective pieces are handled, and a word on it. */
export const disposeForm = defineForm(mfgDefectDisposeBodyFacts, {
  id: { label: '缺陷', hidden: true },
  disposal: { label: '处置方式', options: disposalOptions },
  remark: { label: '处置说明', kind: 'textarea', wide: true },
});

/** 处置: 待处置 → 处置中 with the way the pieces are handled. */
export function DisposeDialog({ row, onClose, refetch }: RowPanelProps<MfgDefectPageData['rows'][number]>) {
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
