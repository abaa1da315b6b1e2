import type * as z from 'zod/mini';
import { opExcelTemplateAdd, opExcelTemplateAddBodyFacts, opExcelTemplateEdit } from '@/shared/api';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import { TemplateBizTypeSelect } from '../ui/TemplateBizTypeSelect';
import { TemplateFileInput } from '../ui/TemplateFileInput';
import type { ExcelTemplate } from './excel-template-list';

/** Excel 导入模板 on the contract's OpExcelTemplateForm; the columns are kept in 列设置. */
export const excelTemplateForm = defineForm(opExcelTemplateAddBodyFacts, {
  code: { label: '模板编码' },
  name: { label: '模板名称' },
  bizType: { label: '业务类型', kind: 'custom' },
  fileId: { label: '模板文件（不上传则按列生成）', kind: 'custom', wide: true },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type ExcelTemplateFormValues = typeof excelTemplateForm.empty;
export type ExcelTemplateFormBody = z.output<typeof excelTemplateForm.schema>;

export function excelTemplateFormValues(template: ExcelTemplate): ExcelTemplateFormValues {
  return {
    code: template.code,
    name: template.name,
    bizType: template.bizType,
    fileId: template.fileId ?? '',
    remark: template.remark ?? '',
  };
}

/** 新增 Excel 模板 / 编辑 Excel 模板. */
export const ExcelTemplateForm = defineRecordForm<ExcelTemplate, ExcelTemplateFormValues, ExcelTemplateFormBody>({
  noun: 'Excel 模板',
  schema: excelTemplateForm.schema,
  fields: (template) =>
    excelTemplateForm.fields({
      bizType: (field) => <TemplateBizTypeSelect {...field} />,
      fileId: (field) => <TemplateFileInput {...field} fileName={template?.fileName} />,
    }),
  empty: excelTemplateForm.empty,
  values: excelTemplateFormValues,
  add: (body, options) => opExcelTemplateAdd({ body }, options),
  edit: (body, template, options) => opExcelTemplateEdit({ body: { ...body, id: template.id } }, options),
});
