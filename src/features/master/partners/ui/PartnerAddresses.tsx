import { Tag } from 'antd';
import {
  mdCustomerAddress,
  mdCustomerAddressDelete,
  mdSupplierAddress,
  mdSupplierAddressDelete,
  type MdCustomerAddressListData,
} from '@/shared/api';
import { optionalPattern, requiredPattern } from '@/shared/lib/form-rules';
import type { SearchOption } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { subRecordActions, type PartnerSubRecordProps, type SharedColumn } from '../model/sub-record';

/** What both kinds' address rows share (the customer's row without its customerId, the type as either kind's). */
type AddressRow = Omit<MdCustomerAddressListData[number], 'customerId' | 'addressType'> & { addressType: string };

/** A partner's addresses: type by the kind's labels, the default of each type tagged. */
function addressColumns(types: readonly SearchOption[]): SharedColumn<AddressRow>[] {
  const typeTitle = new Map(types.map((t) => [t.value, t.title]));
  return [
    {
      dataIndex: 'addressType',
      title: '地址类型',
      width: 110,
      hideAble: false,
      render: (value) => typeTitle.get(String(value)) ?? String(value),
    },
    {
      dataIndex: 'isDefault',
      title: '默认',
      width: 80,
      render: (value) => (value ? <Tag color="blue">默认</Tag> : null),
    },
    { dataIndex: 'contactName', title: '联系人', width: 100 },
    { dataIndex: 'contactPhone', title: '联系电话', width: 140 },
    {
      dataIndex: 'province',
      title: '省市区',
      width: 180,
      render: (_value, row) => [row.province, row.city, row.district].filter(Boolean).join(' '),
    },
    { dataIndex: 'detail', title: '详细地址', width: 240, ellipsis: true },
    { dataIndex: 'postcode', title: '邮编', width: 90 },
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: true },
    { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
  ];
}

// The contract's contactPhone: a mobile, a landline as area code-number (with an extension), or +country number.
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8}(-\d{1,6})?|\+[1-9]\d{6,14})$/;

/** The address form of either kind (MdAddressFields + addressType): the kind's address types in the select. */
const addressForm = (types: readonly SearchOption[]) =>
  ({
    addressType: { label: '地址类型', options: types },
    isDefault: { label: '设为默认' },
    contactName: { label: '联系人' },
    contactPhone: {
      label: '联系电话',
      rule: requiredPattern('联系电话', 20, PHONE, '联系电话格式不正确（手机号、区号-座机号或 +国家码号码）'),
    },
    province: { label: '省份', placeholder: '请输入省份（境外填国家）' },
    city: { label: '城市' },
    district: { label: '区/县' },
    postcode: { label: '邮编', rule: optionalPattern('邮编', 6, /^\d{6}$/, '邮编须为 6 位数字') },
    detail: { label: '详细地址', wide: true, placeholder: '请输入街道、门牌、楼层' },
    remark: { label: '备注', kind: 'textarea', wide: true },
  }) as const;

const shown = (permission: string) => ({ actionWidth: 120, addLabel: '新增地址', addPermission: permission }) as const;

// The address_type dictionary's customer entries, then its supplier entries.
const CUSTOMER_TYPES = [
  { value: 'SHIP', title: '收货地址' },
  { value: 'BILL', title: '收票地址' },
];
const SUPPLIER_TYPES = [
  { value: 'DELIVER', title: '发货地址' },
  { value: 'RETURN', title: '退货地址' },
  { value: 'OFFICE', title: '办公地址' },
];

/** A customer's addresses; adding, editing or deleting one is editing the customer. */
export const CustomerAddresses = defineCrudScreen(mdCustomerAddress, {
  noun: '客户地址',
  tableId: 'scm.mdCustomerAddressList',
  // The actions ask for the customer's edit permission by name.
  permission: '',
  columns: addressColumns(CUSTOMER_TYPES),
  // The address belongs to the customer the list is narrowed to.
  form: { customerId: { label: '客户', hidden: true }, ...addressForm(CUSTOMER_TYPES) },
  empty: (scope) => ({ customerId: scope?.customerId ?? '' }),
  rowActions: subRecordActions('mdCustomer:edit', mdCustomerAddressDelete, '删除'),
  status: false,
  table: shown('mdCustomer:edit'),
});

/** A supplier's addresses; adding, editing or deleting one is editing the supplier. */
export const SupplierAddresses = defineCrudScreen(mdSupplierAddress, {
  noun: '供应商地址',
  tableId: 'scm.mdSupplierAddressList',
  permission: '',
  columns: addressColumns(SUPPLIER_TYPES),
  form: { supplierId: { label: '供应商', hidden: true }, ...addressForm(SUPPLIER_TYPES) },
  empty: (scope) => ({ supplierId: scope?.supplierId ?? '' }),
  rowActions: subRecordActions('mdSupplier:edit', mdSupplierAddressDelete, '删除'),
  status: false,
  table: shown('mdSupplier:edit'),
});

/** 地址 of a customer or supplier (a tab of its detail): list, add, edit, delete after asking. */
export function PartnerAddresses({ kind, partnerId }: PartnerSubRecordProps) {
  return kind === 'customer' ? (
    <CustomerAddresses extendedParams={{ customerId: partnerId }} />
  ) : (
    <SupplierAddresses extendedParams={{ supplierId: partnerId }} />
  );
}
