import * as z from 'zod/mini';
import { pmProjDocumentAddBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';

/** 上传文档 on the contract's PmProjDocumentForm: the file goes up first (upload policy), its id and name are sent. */
export const documentForm = defineForm(pmProjDocumentAddBodyFacts, {
  projId: { label: '项目', hidden: true },
  fileId: { label: '文件', kind: 'custom', wide: true, rule: requiredChoice('要上传的文件') },
  fileName: { label: '文件名', hidden: true },
  docName: { label: '文档名称', wide: true, placeholder: '默认取文件名' },
  categoryId: { label: '分类', kind: 'custom' },
  labelIds: { label: '标签', kind: 'custom', rule: z.array(z.string()).check(z.maxLength(5, '标签最多选择 5 个')) },
  description: { label: '说明', kind: 'textarea', wide: true },
});

export type DocumentFormValues = typeof documentForm.empty;
export type DocumentFormBody = z.output<typeof documentForm.schema>;

export const emptyDocument = (projId: string, categoryId: string | undefined): DocumentFormValues => ({
  ...documentForm.empty,
  projId,
  categoryId: categoryId ?? '',
  labelIds: [],
});

/** The document's name from its file: 'SD-750 EVT 功能测试报告.pdf' → 'SD-750 EVT 功能测试报告'. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim().slice(0, 64);
}

/** 上传新版本: the next version number after the current one (V1.2 → V1.3). */
export function nextVersion(current: string): string {
  const match = /^V(\d+)\.(\d+)$/.exec(current);
  return match ? `V${match[1]}.${Number(match[2]) + 1}` : 'V1.0';
}
