import type * as z from 'zod/mini';
import { exactBody } from '@/shared/lib/form-rules';
import {
  mdCustomerAddressAdd,
  mdCustomerAddressDelete,
  mdCustomerAddressEdit,
  mdCustomerAddressListSource,
  mdSupplierAddressAdd,
  mdSupplierAddressDelete,
  mdSupplierAddressEdit,
  mdSupplierAddressListSource,
  type MdCustomerAddressAddVariables,
  type MdCustomerAddressListData,
  type MdCustomerAddressListVariables,
  type MdSupplierAddressAddVariables,
  type MdSupplierAddressListVariables,
} from '@/shared/api';
import type { ScreenSource } from '@/shared/ui/crud-screen';
import type { IdsCall } from '@/shared/ui/record-actions';
import { addressFormSchema, type AddressTypeOption } from './address-form';

/** What both kinds' address rows share (the customer's row without its customerId): the table and form read only this. */
export type AddressRow = Omit<MdCustomerAddressListData[number], 'customerId' | 'addressType'> & {
  addressType: string;
};
export type AddressBody<Type extends string> = z.output<ReturnType<typeof addressFormSchema<Type>>>;

/** One kind's addresses, declared: its address types, calls and the permission that changes them. */
export interface AddressKind<Type extends string, Query> {
  /** 客户 / 供应商 */
  noun: string;
  /** Adding, editing or deleting a partner's address is editing the partner. */
  permission: string;
  types: readonly AddressTypeOption<Type>[];
  schema: ReturnType<typeof addressFormSchema<Type>>;
  source: ScreenSource<AddressRow, Query>;
  /** The list narrowed to one partner's addresses (its `extendedParams`, the form's scope). */
  scope: (partnerId: string) => Partial<Query>;
  /** Whose address a form saves: the partner the list is narrowed to. */
  partnerOf: (scope: Partial<Query> | undefined) => string;
  /** Adds (no id) or edits; quiet, so a business failure lands on the form. */
  save: (partnerId: string, body: AddressBody<Type>, id: string | undefined) => Promise<unknown>;
  remove: IdsCall;
}

/** The partner a list is narrowed to; a form opened outside one is a screen's mistake, not the user's. */
function partnerIn(id: string | undefined): string {
  if (!id) throw new Error('地址列表未指定所属伙伴');
  return id;
}

type CustomerType = MdCustomerAddressAddVariables['body']['addressType'];
type SupplierType = MdSupplierAddressAddVariables['body']['addressType'];

const customerSchema = exactBody<Omit<MdCustomerAddressAddVariables['body'], 'customerId'>>()(
  addressFormSchema<CustomerType>(['SHIP', 'BILL']),
);
const supplierSchema = exactBody<Omit<MdSupplierAddressAddVariables['body'], 'supplierId'>>()(
  addressFormSchema<SupplierType>(['DELIVER', 'RETURN', 'OFFICE']),
);

export const customerAddresses: AddressKind<CustomerType, MdCustomerAddressListVariables['body']> = {
  noun: '客户',
  permission: 'mdCustomer:edit',
  // The address_type dictionary's customer entries.
  types: [
    { value: 'SHIP', title: '收货地址' },
    { value: 'BILL', title: '收票地址' },
  ],
  schema: customerSchema,
  source: mdCustomerAddressListSource,
  scope: (customerId) => ({ customerId }),
  partnerOf: (scope) => partnerIn(scope?.customerId),
  save: (customerId, body, id) =>
    id
      ? mdCustomerAddressEdit({ body: { ...body, customerId, id } }, { quiet: true })
      : mdCustomerAddressAdd({ body: { ...body, customerId } }, { quiet: true }),
  remove: mdCustomerAddressDelete,
};

export const supplierAddresses: AddressKind<SupplierType, MdSupplierAddressListVariables['body']> = {
  noun: '供应商',
  permission: 'mdSupplier:edit',
  // The address_type dictionary's supplier entries.
  types: [
    { value: 'DELIVER', title: '发货地址' },
    { value: 'RETURN', title: '退货地址' },
    { value: 'OFFICE', title: '办公地址' },
  ],
  schema: supplierSchema,
  source: mdSupplierAddressListSource,
  scope: (supplierId) => ({ supplierId }),
  partnerOf: (scope) => partnerIn(scope?.supplierId),
  save: (supplierId, body, id) =>
    id
      ? mdSupplierAddressEdit({ body: { ...body, supplierId, id } }, { quiet: true })
      : mdSupplierAddressAdd({ body: { ...body, supplierId } }, { quiet: true }),
  remove: mdSupplierAddressDelete,
};
