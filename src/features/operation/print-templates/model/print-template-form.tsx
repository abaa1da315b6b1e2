import type * as z from 'zod/mini';
import {
  opPrintTemplateAdd,
  opPrintTemplateAddBodyFacts,
  opPrintTemplateDetailQueryOptions,
  opPrintTemplateEdit,
  type OpPrintTemplateDetailData,
} from '@/shared/api';
import { requiredText } from '@/shared/lib/form-rules';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import { BizTypeSelect } from '../ui/BizTypeSelect';
import { TemplateContentInput } from '../ui/TemplateContentInput';
import { orientationOptions, paperOptions } from './paper';
import type { PrintTemplate } from './print-template-list';

/** 打印模板 on the contract's OpPrintTemplateForm: the content is HTML with ${key} placeholders of the business type. */
export const printTemplateForm = defineForm(opPrintTemplateAddBodyFacts, {
  code: { label: '模板编码' },
  name: { label: '模板名称' },
  bizType: { label: '业务类型', kind: 'custom' },
  paperSize: { label: '纸张', options: paperOptions },
  orientation: { label: '方向', options: orientationOptions },
  // A custom input, but typed: '请输入模板内容', not the pickers' '请选择'.
  content: { label: '模板内容', kind: 'custom', wide: true, rule: requiredText('模板内容', 20_000) },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type PrintTemplateFormValues = typeof printTemplateForm.empty;
export type PrintTemplateFormBody = z.output<typeof printTemplateForm.schema>;
type PrintTemplateDetail = OpPrintTemplateDetailData;

export function printTemplateFormValues(template: PrintTemplateDetail): PrintTemplateFormValues {
  return {
    code: template.code,
    name: template.name,
    bizType: template.bizType,
    paperSize: template.paperSize,
    orientation: template.orientation,
    content: template.content,
    remark: template.remark ?? '',
  };
}

/** 新增打印模板 / 编辑打印模板: an edit starts from the detail (list rows carry no content). */
export const PrintTemplateForm = defineRecordForm({
  noun: '打印模板',
  schema: printTemplateForm.schema,
  fields: printTemplateForm.fields({
    bizType: (field) => <BizTypeSelect {...field} />,
    content: (field) => <TemplateContentInput {...field} />,
  }),
  empty: { ...printTemplateForm.empty, paperSize: 'A4', orientation: 'PORTRAIT' },
  values: printTemplateFormValues,
  detail: (row: PrintTemplate) => opPrintTemplateDetailQueryOptions({ query: { id: row.id } }),
  add: (body, options) => opPrintTemplateAdd({ body }, options),
  edit: (body, template, options) => opPrintTemplateEdit({ body: { ...body, id: template.id } }, options),
  width: 960,
});
