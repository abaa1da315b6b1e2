import type * as z from 'zod/mini';
import { pmMdProductFamilyAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { PmMdProductFamily } from './product-family-list';

/** 产品族 add/edit on the contract's PmMdProductFamilyForm. */
export const familyForm = defineForm(pmMdProductFamilyAddBodyFacts, {
  code: { label: '产品族编码', placeholder: '字母、数字、“-”和“_”，如 SD' },
  name: { label: '产品族名称' },
  sort: { label: '排序', placeholder: '0–9999，越小越靠前' },
  description: { label: '说明', kind: 'textarea', wide: true },
});

export type FamilyFormValues = typeof familyForm.empty;
export type FamilyFormBody = z.output<typeof familyForm.schema>;

export function familyFormValues(record: PmMdProductFamily): FamilyFormValues {
  return { code: record.code, name: record.name, sort: record.sort, description: record.description ?? '' };
}
