import { type opCorpChange, opCorpChangeAdd } from '@/shared/api';
import type { RowOf } from '@/shared/ui/crud-screen';
import type { FieldConfig } from '@/shared/ui/record-form';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  corpChangeEmpty,
  corpChangeSchema,
  type CorpChangeBody,
  type CorpChangeFormValues,
} from '../model/change-form';
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

/** 新增企业变更申请: saved as a draft; 提交 on its row starts the approval. */
export const CorpChangeForm = defineRecordForm<RowOf<typeof opCorpChange>, CorpChangeFormValues, CorpChangeBody>({
  noun: '企业变更申请',
  schema: corpChangeSchema,
  fields,
  empty: corpChangeEmpty,
  add: (body, options) => opCorpChangeAdd({ body }, options),
});
