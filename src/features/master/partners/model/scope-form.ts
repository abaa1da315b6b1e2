import * as z from 'zod/mini';
import { optionalText } from '@/shared/lib/form-rules';
import type { FieldConfig } from '@/shared/ui/record-form';
import type { ScopeRow } from './scope-kinds';

/** A scope material's partner code and remark (MdCustomerScopeEditForm / MdSupplierScopeEditForm without id); empty is null. */
export function scopeFormSchema(codeLabel: string) {
  return z.object({
    partnerMaterialCode: optionalText(codeLabel, 64),
    remark: optionalText('备注', 255),
  });
}

export type ScopeFormValues = z.input<ReturnType<typeof scopeFormSchema>>;
export type ScopeFormBody = z.output<ReturnType<typeof scopeFormSchema>>;

export const scopeFormValues = (row: ScopeRow): ScopeFormValues => ({
  partnerMaterialCode: row.partnerMaterialCode ?? '',
  remark: row.remark ?? '',
});

export const scopeFields = (codeLabel: string): FieldConfig<ScopeFormValues>[] => [
  { name: 'partnerMaterialCode', label: codeLabel, maxLength: 64 },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255 },
];
