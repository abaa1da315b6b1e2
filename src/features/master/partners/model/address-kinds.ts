import type * as z from 'zod/mini';
import {
  mdCustomerAddressAdd,
  mdCustomerAddressDelete,
  mdCustomerAddressEdit,
  mdCustomerAddressList,
  mdCustomerAddressListOperation,
  mdCustomerAddressListQueryKey,
  mdSupplierAddressAdd,
  mdSupplierAddressDelete,
  mdSupplierAddressEdit,
  mdSupplierAddressList,
  mdSupplierAddressListOperation,
  mdSupplierAddressListQueryKey,
  type MdCustomerAddressAddVariables,
  type MdCustomerAddressListData,
  type MdSupplierAddressAddVariables,
} from '@/shared/api';
import type { TableSource } from '@/shared/ui/data-table';
import type { IdsCall } from '@/shared/ui/record-actions';
import { addressFormSchema, type AddressTypeOption } from './address-form';

/** What both kinds' address rows share (the customer's row without its customerId): the table and form read only this. */
export type AddressRow = Omit<MdCustomerAddressListData[number], 'customerId' | 'addressType'> & { addressType: string };
/** The list's own conditions; the kind adds the partner's id. */
export interface AddressQuery {
  addressType?: string;
}
export type AddressBody<Type extends string> = z.output<ReturnType<typeof addressFormSchema<Type>>>;

/** One kind's addresses, declared: its address types, calls and the permission that changes them. */
export interface AddressKind<Type extends string> {
  /** 客户 / 供应商 */
  noun: string;
  /** Adding, editing or deleting a partner's address is editing the partner. */
  permission: string;
  types: readonly AddressTypeOption<Type>[];
  schema: ReturnType<typeof addressFormSchema<Type>>;
  listOperation: { family: string; operationId: string };
  source: (partnerId: string) => TableSource<AddressRow, AddressQuery>;
  /** Adds (no id) or edits; quiet, so a business failure lands on the form. */
  save: (partnerId: string, body: AddressBody<Type>, id: string | undefined) => Promise<unknown>;
  remove: IdsCall;
}

type CustomerType = MdCustomerAddressAddVariables['body']['addressType'];
type SupplierType = MdSupplierAddressAddVariables['body']['addressType'];

const customerSchema = addressFormSchema<CustomerType>(['SHIP', 'BILL']) satisfies z.ZodMiniType<Omit<MdCustomerAddressAddVariables['body'], 'customerId'>>;
const supplierSchema = addressFormSchema<SupplierType>(['DELIVER', 'RETURN', 'OFFICE']) satisfies z.ZodMiniType<Omit<MdSupplierAddressAddVariables['body'], 'supplierId'>>;

export const customerAddresses: AddressKind<CustomerType> = {
  noun: '客户',
  permission: 'mdCustomer:edit',
  // The address_type dictionary's customer entries.
  types: [
    { value: 'SHIP', title: '收货地址' },
    { value: 'BILL', title: '收票地址' },
  ],
  schema: customerSchema,
  listOperation: mdCustomerAddressListOperation,
  source: (customerId) => ({
    paged: false,
    key: (query) => mdCustomerAddressListQueryKey({ body: { ...query, customerId } }),
    fetch: (query, options) => mdCustomerAddressList({ body: { ...query, customerId } }, options),
  }),
  save: (customerId, body, id) =>
    id ? mdCustomerAddressEdit({ body: { ...body, customerId, id } }, { quiet: true }) : mdCustomerAddressAdd({ body: { ...body, customerId } }, { quiet: true }),
  remove: mdCustomerAddressDelete,
};

export const supplierAddresses: AddressKind<SupplierType> = {
  noun: '供应商',
  permission: 'mdSupplier:edit',
  // The address_type dictionary's supplier entries.
  types: [
    { value: 'DELIVER', title: '发货地址' },
    { value: 'RETURN', title: '退货地址' },
    { value: 'OFFICE', title: '办公地址' },
  ],
  schema: supplierSchema,
  listOperation: mdSupplierAddressListOperation,
  source: (supplierId) => ({
    paged: false,
    key: (query) => mdSupplierAddressListQueryKey({ body: { ...query, supplierId } }),
    fetch: (query, options) => mdSupplierAddressList({ body: { ...query, supplierId } }, options),
  }),
  save: (supplierId, body, id) =>
    id ? mdSupplierAddressEdit({ body: { ...body, supplierId, id } }, { quiet: true }) : mdSupplierAddressAdd({ body: { ...body, supplierId } }, { quiet: true }),
  remove: mdSupplierAddressDelete,
};

