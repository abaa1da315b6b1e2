import * as z from 'zod/mini';
import { mdSupplierAdd, mdSupplierEdit, type MdSupplierAddVariables } from '@/shared/api';
import { exactBody, optionalText } from '@/shared/lib/form-rules';
import { defineRecordForm, type FieldConfig } from '@/shared/ui/record-form';
import type { Supplier } from './partner-kind';
import { emptyPartner, partnerFields, partnerShape, partnerValues, requiredEnum, requiredUscc } from './partner-form';

type SupplierBody = MdSupplierAddVariables['body'];

// category and grade of MdSupplierForm; the selects offer the supplier_category and supplier_grade dictionaries.
const CATEGORIES = ['RAW', 'OUTSOURCE', 'PKG', 'EQUIPMENT', 'SERVICE'] as const;
const GRADES = ['A', 'B', 'C', 'D'] as const;

/** 供应商 add/edit form, typed against the contract's MdSupplierForm: a renamed field there breaks this. */
export const supplierFormSchema = exactBody<SupplierBody>()(z.object({
  ...partnerShape('供应商', requiredUscc()),
  category: requiredEnum('供应商类别', CATEGORIES),
  grade: requiredEnum('供应商等级', GRADES),
  purchaserName: optionalText('负责采购员', 32),
}));

export type SupplierFormValues = z.input<typeof supplierFormSchema>;
export type SupplierFormBody = z.output<typeof supplierFormSchema>;

const supplierFields: FieldConfig<SupplierFormValues>[] = partnerFields<FieldConfig<SupplierFormValues>>('供应商', {
  kind: [
    { name: 'category', label: '供应商类别', required: true, kind: 'select', dict: 'supplier_category' },
    { name: 'grade', label: '供应商等级', required: true, kind: 'select', dict: 'supplier_grade' },
  ],
  usccRequired: true,
  terms: [{ name: 'purchaserName', label: '负责采购员', maxLength: 32 }],
});

const emptySupplier: SupplierFormValues = { ...emptyPartner, category: '', grade: '', purchaserName: '' };

function supplierValues(s: Supplier): SupplierFormValues {
  return { ...partnerValues(s), category: s.category, grade: s.grade, purchaserName: s.purchaserName ?? '' };
}

/** 新增供应商 / 编辑供应商. */
export const SupplierForm = defineRecordForm<Supplier, SupplierFormValues, SupplierFormBody>({
  noun: '供应商',
  width: 900,
  schema: supplierFormSchema,
  fields: supplierFields,
  empty: emptySupplier,
  values: supplierValues,
  add: (body, options) => mdSupplierAdd({ body }, options),
  edit: (body, record, options) => mdSupplierEdit({ body: { ...body, id: record.id } }, options),
});
