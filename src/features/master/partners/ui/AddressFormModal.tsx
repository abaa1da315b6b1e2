import { Switch } from 'antd';
import { RecordFormModal } from '@/shared/ui/record-form';
import { addressFields, addressFormValues, emptyAddress, type AddressFormValues } from '../model/address-form';
import type { AddressBody, AddressKind, AddressRow } from '../model/address-kinds';

interface AddressFormModalProps<Type extends string> {
  of: AddressKind<Type>;
  partnerId: string;
  address?: AddressRow | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增地址 / 编辑地址 of a customer or supplier: the kind gives the address types and the calls. */
export function AddressFormModal<Type extends string>({ of, partnerId, address, onClose, onSaved }: AddressFormModalProps<Type>) {
  const fields = addressFields(of.types, ({ value, onChange, ref }) => <Switch id="isDefault" ref={ref} checked={value} onChange={onChange} />);
  return (
    <RecordFormModal<AddressFormValues, AddressBody<Type>>
      title={address ? `编辑${of.noun}地址` : `新增${of.noun}地址`}
      open
      onClose={onClose}
      schema={of.schema}
      defaultValues={address ? addressFormValues(address) : emptyAddress}
      fields={fields}
      onSubmit={(body) => of.save(partnerId, body, address?.id)}
      onSaved={onSaved}
    />
  );
}
