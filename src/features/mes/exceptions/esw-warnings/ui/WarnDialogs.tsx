import { mfgEswWarnAck, mfgEswWarnAckBodyFacts, mfgEswWarnClose, mfgEswWarnCloseBodyFacts } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { defineForm, RecordFormModal } from '@/shared/ui/record-form';
import { valueVsThreshold, type MfgEswWarn } from '../model/warn-state';

/** 确认: the warning is seen and someone is on it; a word is optional. */
export const ackForm = defineForm(mfgEswWarnAckBodyFacts, {
  id: { label: '预警', hidden: true },
  remark: { label: '确认说明', kind: 'textarea', wide: true, placeholder: '可填写已安排的处理（选填）' },
});

/** 关闭: what was found and done, required. */
export const closeForm = defineForm(mfgEswWarnCloseBodyFacts, {
  id: { label: '预警', hidden: true },
  result: { label: '处理结果', kind: 'textarea', wide: true, placeholder: '请填写原因与处理措施' },
});

const subject = (w: MfgEswWarn) => `${w.warnNo}（${w.lineName} ${valueVsThreshold(w)}）`;

/** 确认预警: 未处理 → 已确认. */
export function AckDialog({ row, onClose, refetch }: RowPanelProps<MfgEswWarn>) {
  return (
    <RecordFormModal
      title={`确认预警：${subject(row)}`}
      open
      width={600}
      columns={1}
      onClose={onClose}
      schema={ackForm.schema}
      defaultValues={{ ...ackForm.empty, id: row.id }}
      fields={ackForm.fields()}
      onSubmit={(body) => mfgEswWarnAck({ body }, { quiet: true })}
      onSaved={() => void refetch()}
      successMessage="已确认"
    />
  );
}

/** 关闭预警: 已确认 → 已关闭, with what was found and done. */
export function CloseDialog({ row, onClose, refetch }: RowPanelProps<MfgEswWarn>) {
  return (
    <RecordFormModal
      title={`关闭预警：${subject(row)}`}
      open
      width={600}
      columns={1}
      onClose={onClose}
      schema={closeForm.schema}
      defaultValues={{ ...closeForm.empty, id: row.id }}
      fields={closeForm.fields()}
      onSubmit={(body) => mfgEswWarnClose({ body }, { quiet: true })}
      onSaved={() => void refetch()}
      successMessage="已关闭"
    />
  );
}
