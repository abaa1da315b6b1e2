import { Switch } from 'antd';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { defineRecordForm } from '@/shared/ui/record-form';
import { addressFields, addressFormValues, emptyAddress, type AddressFormValues } from '../model/address-form';
import {
  customerAddresses,
  supplierAddresses,
  type AddressBody,
  type AddressKind,
  type AddressRow,
} from '../model/address-kinds';
import { addressActions, addressColumns } from '../model/address-list';
import type { PartnerSubRecordProps } from '../model/sub-record-kind';

/** A kind's address list: narrowed to one partner, its form saving that partner's addresses. */
function addressList<Type extends string, Query>(of: AddressKind<Type, Query>) {
  const AddressForm = defineRecordForm<AddressRow, AddressFormValues, AddressBody<Type>, Partial<Query>>({
    noun: `${of.noun}地址`,
    schema: of.schema,
    fields: addressFields(of.types, ({ value, onChange, ref }) => (
      <Switch id="isDefault" ref={ref} checked={value} onChange={onChange} />
    )),
    empty: emptyAddress,
    values: addressFormValues,
    add: (body, _options, scope) => of.save(of.partnerOf(scope), body, undefined),
    edit: (body, address, _options, scope) => of.save(of.partnerOf(scope), body, address.id),
  });
  return defineListScreen<AddressRow, Query>({
    tableId: `scm.${of.source.operation.operationId}`,
    // The address actions ask for the partner's edit permission by name.
    permissionPrefix: '',
    source: of.source,
    columns: addressColumns(of.types),
    // The form is small and opened from a drawer already loaded: no chunk of its own.
    form: () => Promise.resolve(AddressForm),
    rowActions: addressActions(of.remove, of.permission),
    table: { actionWidth: 120, addLabel: '新增地址', addPermission: of.permission },
  });
}

const CustomerAddressList = addressList(customerAddresses);
const SupplierAddressList = addressList(supplierAddresses);

/** 地址 of a customer or supplier (a tab of its detail): list, add, edit, delete after asking. */
export function PartnerAddresses({ kind, partnerId }: PartnerSubRecordProps) {
  // Each kind keeps its address types, so the body sent stays typed against that kind's contract.
  return kind === 'customer' ? (
    <CustomerAddressList extendedParams={customerAddresses.scope(partnerId)} />
  ) : (
    <SupplierAddressList extendedParams={supplierAddresses.scope(partnerId)} />
  );
}
