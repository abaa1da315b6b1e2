import * as z from 'zod/mini';
import type { MdHouseAddVariables } from '@/shared/api';
import { codeText, optionalPattern, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';
import type { MdHouse } from './house-list';

type HouseBody = MdHouseAddVariables['body'];

// The contract's managerPhone: a mobile number, or a landline as area code-number with an optional extension.
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8}(-\d{1,6})?)$/;

/** 仓库 add/edit form, typed against the contract's MdHouseForm: renaming a field there breaks this. */
export const houseFormSchema = z.object({
  code: codeText('仓库编码', 32),
  name: requiredText('仓库名称', 64),
  // The select offers the warehouse_type dictionary; the enum keeps the body to the contract's values.
  houseType: z.pipe(requiredChoice('仓库类型'), z.enum(['RAW', 'SEMI', 'FIN', 'LINE', 'NG', 'BOND'], '请选择仓库类型')),
  address: optionalText('地址', 255),
  managerName: optionalText('负责人', 32),
  managerPhone: optionalPattern('负责人电话', 20, PHONE),
  locationManaged: z.boolean(),
  allowNegative: z.boolean(),
  remark: optionalText('备注', 255),
}) satisfies z.ZodMiniType<HouseBody>;

export type HouseFormValues = z.input<typeof houseFormSchema>;
export type HouseFormBody = z.output<typeof houseFormSchema>;

export const emptyHouse: HouseFormValues = {
  code: '',
  name: '',
  houseType: '',
  address: '',
  managerName: '',
  managerPhone: '',
  locationManaged: false,
  allowNegative: false,
  remark: '',
};

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

/** The form's fields; the modal gives the two switches. */
export const houseFields = (switches: {
  locationManaged: FieldRender<HouseFormValues, 'locationManaged'>;
  allowNegative: FieldRender<HouseFormValues, 'allowNegative'>;
}): FieldConfig<HouseFormValues>[] => [
  { name: 'code', label: '仓库编码', required: true, maxLength: 32 },
  { name: 'name', label: '仓库名称', required: true, maxLength: 64 },
  { name: 'houseType', label: '仓库类型', required: true, kind: 'select', dict: 'warehouse_type' },
  { name: 'managerName', label: '负责人', maxLength: 32 },
  { name: 'managerPhone', label: '负责人电话', maxLength: 20 },
  { name: 'locationManaged', label: '启用库位管理', render: switches.locationManaged },
  { name: 'allowNegative', label: '允许负库存', render: switches.allowNegative },
  { name: 'address', label: '地址', maxLength: 255, wide: true },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];
