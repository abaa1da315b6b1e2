import type * as z from 'zod/mini';
import { mdHouseAdd, mdHouseAddBodyFacts, mdHouseEdit } from '@/shared/api';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import type { MdHouse } from './house-list';

/**
 * 仓库 add/edit form on the contract's MdHouseForm: rules and input limits come from its facts (the phone's pattern
 * included), so the form declares only labels and inputs. A field renamed or removed there breaks this.
 */
export const houseForm = defineForm(mdHouseAddBodyFacts, {
  code: { label: '仓库编码' },
  name: { label: '仓库名称' },
  // The select offers the warehouse_type dictionary; the contract's enum keeps the body to its values.
  houseType: { label: '仓库类型', dict: 'warehouse_type' },
  managerName: { label: '负责人' },
  managerPhone: { label: '负责人电话' },
  locationManaged: { label: '启用库位管理' },
  allowNegative: { label: '允许负库存' },
  address: { label: '地址', wide: true },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type HouseFormValues = typeof houseForm.empty;
export type HouseFormBody = z.output<typeof houseForm.schema>;

export function houseFormValues(house: MdHouse): HouseFormValues {
  return {
    code: house.code,
    name: house.name,
    houseType: house.houseType,
    address: house.address ?? '',
    managerName: house.managerName ?? '',
    managerPhone: house.managerPhone ?? '',
    locationManaged: house.locationManaged,
    allowNegative: house.allowNegative,
    remark: house.remark ?? '',
  };
}

/** 新增仓库 / 编辑仓库. */
export const HouseForm = defineRecordForm<MdHouse, HouseFormValues, HouseFormBody>({
  noun: '仓库',
  schema: houseForm.schema,
  fields: houseForm.fields(),
  empty: houseForm.empty,
  values: houseFormValues,
  add: (body, options) => mdHouseAdd({ body }, options),
  edit: (body, house, options) => mdHouseEdit({ body: { ...body, id: house.id } }, options),
});
