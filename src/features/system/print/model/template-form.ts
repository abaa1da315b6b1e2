import type * as z from 'zod/mini';
import { sysPrintTemplateAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { BIZ_TYPES, type PrintTemplate } from './template-list';

/** 打印模板 add/edit on the contract's SysPrintTemplateForm (默认 is set with its own call). */
export const templateForm = defineForm(sysPrintTemplateAddBodyFacts, {
  bizType: { label: '业务类型', options: BIZ_TYPES },
  name: { label: '模板名称', placeholder: '如 物料标签 100×60' },
  paperSize: { label: '纸张大小', placeholder: '如 100×60 mm、A4' },
  printerId: { label: '默认打印机', kind: 'custom' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type TemplateFormValues = typeof templateForm.empty;
export type TemplateFormBody = z.output<typeof templateForm.schema>;

export function templateFormValues(t: PrintTemplate): TemplateFormValues {
  return {
    bizType: t.bizType,
    name: t.name,
    paperSize: t.paperSize,
    printerId: t.printerId ?? '',
    remark: t.remark ?? '',
  };
}
