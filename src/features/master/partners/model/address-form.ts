import * as z from 'zod/mini';
import { optionalPattern, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import type { SearchOption } from '@/shared/lib/table-query';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';
import type { AddressRow } from './address-kinds';

// The contract's contactPhone: a mobile, a landline as area code-number (with an extension), or +country number.
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8}(-\d{1,6})?|\+[1-9]\d{6,14})$/;
const POSTCODE = /^\d{6}$/;

/** An address type of one kind (customer: 收货/收票; supplier: 发货/退货/办公). */
export interface AddressTypeOption<Type extends string> extends SearchOption {
  value: Type;
}

/**
 * The address form of either kind (the contract's MdAddressFields + addressType): the kind's address types make the
 * enum, so the body keeps to that kind's values. Each kind checks it against its generated body (address-kinds.ts).
 */
export function addressFormSchema<Type extends string>(types: readonly [Type, ...Type[]]) {
  return z.object({
    addressType: z.pipe(requiredChoice('地址类型'), z.enum(types, '请选择地址类型')),
    contactName: requiredText('联系人', 32),
    contactPhone: z.string().check(
      z.trim(),
      z.minLength(1, '请输入联系电话'),
      z.maxLength(20, '联系电话不能超过 20 个字符'),
      z.refine((value) => value === '' || PHONE.test(value), '联系电话格式不正确（手机号、区号-座机号或 +国家码号码）'),
    ),
    province: requiredText('省份', 32),
    city: requiredText('城市', 32),
    district: optionalText('区/县', 32),
    detail: requiredText('详细地址', 200),
    postcode: optionalPattern('邮编', 6, POSTCODE, '邮编须为 6 位数字'),
    isDefault: z.boolean(),
    remark: optionalText('备注', 255),
  });
}

export type AddressFormValues = z.input<ReturnType<typeof addressFormSchema>>;

export const emptyAddress: AddressFormValues = {
  addressType: '',
  contactName: '',
  contactPhone: '',
  province: '',
  city: '',
  district: '',
  detail: '',
  postcode: '',
  isDefault: false,
  remark: '',
};

export function addressFormValues(address: AddressRow): AddressFormValues {
  return {
    addressType: address.addressType,
    contactName: address.contactName,
    contactPhone: address.contactPhone,
    province: address.province,
    city: address.city,
    district: address.district ?? '',
    detail: address.detail,
    postcode: address.postcode ?? '',
    isDefault: address.isDefault,
    remark: address.remark ?? '',
  };
}

/** The form's fields: the kind's address types in the select; the modal gives the 默认地址 switch. */
export const addressFields = (
  types: readonly SearchOption[],
  isDefault: FieldRender<AddressFormValues, 'isDefault'>,
): FieldConfig<AddressFormValues>[] => [
  { name: 'addressType', label: '地址类型', required: true, kind: 'select', options: types },
  { name: 'isDefault', label: '设为默认', render: isDefault },
  { name: 'contactName', label: '联系人', required: true, maxLength: 32 },
  { name: 'contactPhone', label: '联系电话', required: true, maxLength: 20 },
  { name: 'province', label: '省份', required: true, maxLength: 32, placeholder: '请输入省份（境外填国家）' },
  { name: 'city', label: '城市', required: true, maxLength: 32 },
  { name: 'district', label: '区/县', maxLength: 32 },
  { name: 'postcode', label: '邮编', maxLength: 6 },
  {
    name: 'detail',
    label: '详细地址',
    required: true,
    maxLength: 200,
    wide: true,
    placeholder: '请输入街道、门牌、楼层',
  },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];
