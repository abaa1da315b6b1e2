import { opCorpChangeAdd } from '@/shared/api';
import type { AddPanelProps } from '@/shared/ui/crud-screen';
import { RecordFormModal, type FieldConfig } from '@/shared/ui/record-form';
import { corpChangeEmpty, corpChangeSchema, type CorpChangeFormValues } from '../model/change-form';
import { AttachmentUpload, ChangeItemsEditor, CorpPicker } from './change-pickers';

const fields: FieldConfig<CorpChangeFormValues>[] = [
  { name: 'corpId', label: '企业', required: true, wide: true, render: (field) => <CorpPicker field={field} /> },
  {
    name: 'items',
    label: '变更内容',
    required: true,
    wide: true,
    render: (field) => <ChangeItemsEditor field={field} />,
  },
  {
    name: 'reason',
    label: '变更原因',
    required: true,
    wide: true,
    kind: 'textarea',
    maxLength: 500,
    placeholder: '请输入变更原因',
  },
  { name: 'files', label: '附件', wide: true, render: (field) => <AttachmentUpload field={field} /> },
];

/**
 * 新增企业变更申请, saved as a draft (提交 on its row starts the approval). A form of its own: its rows of changes
 * (a field not yet chosen) and its attachments (names shown, ids sent) are not the add body's shape.
 */
export function ChangeAddDialog({ onClose, onSaved }: AddPanelProps<unknown>) {
  return (
    <RecordFormModal
      title="新增企业变更申请"
      open
      onClose={onClose}
      schema={corpChangeSchema}
      defaultValues={corpChangeEmpty}
      fields={fields}
      onSubmit={(body) => opCorpChangeAdd({ body }, { quiet: true })}
      onSaved={onSaved}
    />
  );
}
