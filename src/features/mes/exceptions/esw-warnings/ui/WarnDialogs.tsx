import { mfgEswWarnAck, mfgEswWarnClose } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { RecordFormModal } from '@/shared/ui/record-form';
import { ackForm, closeForm } from '../model/warn-forms';
import { valueVsThreshold, type MfgEswWarn } from '../model/warn-list';

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
