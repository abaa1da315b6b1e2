import * as z from 'zod/mini';
import { pmDocLabelAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { PmDocLabel } from './label-list';

/** 文档标签 add/edit on the contract's PmDocLabelForm; the colour is picked, kept as #RRGGBB. */
export const labelForm = defineForm(pmDocLabelAddBodyFacts, {
  name: { label: '标签名称', placeholder: '如 受控、客户提供' },
  color: {
    label: '颜色',
    kind: 'custom',
    rule: z.string().check(z.minLength(1, '请选择颜色'), z.regex(/^#[0-9A-Fa-f]{6}$/, '颜色须为 #RRGGBB 格式')),
  },
  sort: { label: '排序', placeholder: '0–9999，越小越靠前' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type LabelFormValues = typeof labelForm.empty;
export type LabelFormBody = z.output<typeof labelForm.schema>;

export const emptyLabel: LabelFormValues = { ...labelForm.empty, color: '#1677FF' };

export function labelFormValues(label: PmDocLabel): LabelFormValues {
  return { name: label.name, color: label.color, sort: label.sort, remark: label.remark ?? '' };
}
