import { mfgRoutingCopy, mfgRoutingCopyBodyFacts } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { defineForm, RecordFormModal } from '@/shared/ui/record-form';
import type { MfgRouting } from '../model/routing-state';

/** 复制: the copy's own code, name and version (a new version of the same routing keeps the code). */
const copyForm = defineForm(mfgRoutingCopyBodyFacts, {
  id: { label: '来源工艺路线', hidden: true },
  code: { label: '新编码' },
  name: { label: '新名称' },
  version: { label: '新版本' },
});

/** 复制: a new routing (a new version, or another code) with the same steps, as a draft. */
export function CopyRoutingDialog({ row, onClose, refetch }: RowPanelProps<MfgRouting>) {
  return (
    <RecordFormModal
      title={`复制工艺路线：${row.code} ${row.version}`}
      open
      onClose={onClose}
      schema={copyForm.schema}
      defaultValues={{ ...copyForm.empty, id: row.id, code: row.code, name: row.name }}
      fields={copyForm.fields()}
      onSubmit={(body) => mfgRoutingCopy({ body }, { quiet: true })}
      onSaved={() => void refetch()}
    />
  );
}
