import type * as z from 'zod/mini';
import { cdMaterialTypeCreate, cdMaterialTypeCreateBodyFacts, cdMaterialTypeUpdate } from '@/shared/api';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import type { MaterialType } from './type-list';

/**
 * 物料类型 add/edit form on the contract's MaterialTypeForm: rules and input limits come from its facts. Declaring
 * every body field is what found 可采购/可自制/可销售 missing from the hand-written form (an edit sent none of them).
 */
export const typeForm = defineForm(cdMaterialTypeCreateBodyFacts, {
  code: { label: '类型编码' },
  name: { label: '类型名称' },
  // The select offers the material_type dictionary; the contract's enum keeps the body to its values.
  category: { label: '物料大类', dict: 'material_type' },
  allowPurchase: { label: '可采购' },
  allowProduce: { label: '可自制' },
  allowSale: { label: '可销售' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type TypeFormValues = typeof typeForm.empty;
export type TypeFormBody = z.output<typeof typeForm.schema>;

export function typeFormValues(type: MaterialType): TypeFormValues {
  return {
    code: type.code,
    name: type.name,
    category: type.category,
    allowPurchase: type.allowPurchase ?? false,
    allowProduce: type.allowProduce ?? false,
    allowSale: type.allowSale ?? false,
    remark: type.remark ?? '',
  };
}

/** 新增物料类型 / 编辑物料类型. */
export const TypeForm = defineRecordForm<MaterialType, TypeFormValues, TypeFormBody>({
  noun: '物料类型',
  schema: typeForm.schema,
  fields: typeForm.fields(),
  empty: typeForm.empty,
  values: typeFormValues,
  add: (body, options) => cdMaterialTypeCreate({ body }, options),
  edit: (body, type, options) => cdMaterialTypeUpdate({ body: { ...body, id: type.id } }, options),
});
