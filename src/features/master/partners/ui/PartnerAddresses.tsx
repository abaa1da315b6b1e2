import { useMemo } from 'react';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { customerAddresses, supplierAddresses, type AddressKind, type AddressQuery, type AddressRow } from '../model/address-kinds';
import { addressActions, addressColumns } from '../model/address-list';
import type { PartnerSubRecordProps } from '../model/sub-record-kind';
import { AddressFormModal } from './AddressFormModal';

/** 地址 of a customer or supplier (a tab of its detail): list, add, edit, delete after asking. */
export function PartnerAddresses({ kind, partnerId }: PartnerSubRecordProps) {
  // Each branch keeps its kind's address types, so the body sent stays typed against that kind's contract.
  return kind === 'customer' ? <AddressTable of={customerAddresses} partnerId={partnerId} /> : <AddressTable of={supplierAddresses} partnerId={partnerId} />;
}

function AddressTable<Type extends string>({ of, partnerId }: { of: AddressKind<Type>; partnerId: string }) {
  const refetch = useRefetchList(of.listOperation);
  const form = useRecordForm<AddressRow>();
  const source = useMemo(() => of.source(partnerId), [of, partnerId]);
  const columns = useMemo(() => addressColumns(of.types), [of]);
  const rowActions = useMemo(() => addressActions(form.edit, of.remove, of.permission, refetch), [form.edit, of, refetch]);
  return (
    <>
      <DataTable<AddressRow, AddressQuery>
        tableId={`scm.${of.listOperation.operationId}`}
        columns={columns}
        source={source}
        rowActions={rowActions}
        actionWidth={120}
        onAdd={form.add}
        addLabel="新增地址"
        addPermission={of.permission}
      />
      {form.open && <AddressFormModal of={of} partnerId={partnerId} address={form.record} onClose={form.close} onSaved={() => void refetch()} />}
    </>
  );
}
