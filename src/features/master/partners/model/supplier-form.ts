import type * as z from 'zod/mini';
import { mdSupplierAdd, mdSupplierAddBodyFacts, mdSupplierEdit } from '@/shared/api';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import type { Supplier } from './partner-kind';
import { partnerDeclarations, partnerValues, requiredUscc } from './partner-form';

/** 供应商 add/edit form on the contract's MdSupplierForm: rules and input limits come from its facts. */
const supplierForm = defineForm(
  mdSupplierAddBodyFacts,
  partnerDeclarations('供应商', {
    // The selects offer the supplier_category and supplier_grade dictionaries; the contract's enums keep the body to their values.
    kind: {
      category: { label: '供应商类别', dict: 'supplier_category' },
      grade: { label: '供应商等级', dict: 'supplier_grade' },
    },
    uscc: requiredUscc(),
    terms: { purchaserName: { label: '负责采购员' } },
  }),
);

export type SupplierFormValues = typeof supplierForm.empty;
export type SupplierFormBody = z.output<typeof supplierForm.schema>;

function supplierValues(s: Supplier): SupplierFormValues {
  return { ...partnerValues(s), category: s.category, grade: s.grade, purchaserName: s.purchaserName ?? '' };
}

/** 新增供应商 / 编辑供应商: a new one starts in 人民币. */
export const SupplierForm = defineRecordForm<Supplier, SupplierFormValues, SupplierFormBody>({
  noun: '供应商',
  width: 900,
  schema: supplierForm.schema,
  fields: supplierForm.fields(),
  empty: { ...supplierForm.empty, currency: 'CNY' },
  values: supplierValues,
  add: (body, options) => mdSupplierAdd({ body }, options),
  edit: (body, record, options) => mdSupplierEdit({ body: { ...body, id: record.id } }, options),
});
