import { pmMdProductFamilyAdd, pmMdProductFamilyEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { familyForm, familyFormValues, type FamilyFormBody, type FamilyFormValues } from '../model/product-family-form';
import type { PmMdProductFamily } from '../model/product-family-list';

/** 新增产品族 / 编辑产品族. */
export const FamilyForm = defineRecordForm<PmMdProductFamily, FamilyFormValues, FamilyFormBody>({
  noun: '产品族',
  schema: familyForm.schema,
  fields: familyForm.fields(),
  empty: familyForm.empty,
  values: familyFormValues,
  add: (body, options) => pmMdProductFamilyAdd({ body }, options),
  edit: (body, record, options) => pmMdProductFamilyEdit({ body: { ...body, id: record.id } }, options),
});
