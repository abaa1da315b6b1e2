import { pmProjSupplierAdd, pmProjSupplierEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptySupplier,
  supplierForm,
  supplierFormValues,
  type SupplierFormBody,
  type SupplierFormValues,
} from '../model/supplier-form';
import type { ProjSupplier, ProjSupplierQuery } from '../model/supplier-list';

export const SupplierForm = defineRecordForm<
  ProjSupplier,
  SupplierFormValues,
  SupplierFormBody,
  Partial<ProjSupplierQuery>
>({
  noun: '供应商',
  schema: supplierForm.schema,
  fields: supplierForm.fields(),
  empty: (scope) => emptySupplier(scope?.projId),
  values: supplierFormValues,
  add: (body, options) => pmProjSupplierAdd({ body }, options),
  edit: (body, row, options) => pmProjSupplierEdit({ body: { ...body, id: row.id } }, options),
});
