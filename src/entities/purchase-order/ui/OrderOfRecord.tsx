import { Input } from 'antd';
import { useFormContext } from 'react-hook-form';
import { OpenOrderSelect } from './OpenOrderSelect';

export interface OrderOfRecordProps {
  id: string;
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  /** The saved record's order: it stays with it (another order is another record). */
  saved?: { orderNo: string; supplierName: string } | undefined;
  /** A field of the form that belongs to the order (its line): emptied when another order is picked. */
  dependent?: string;
}

/**
 * 采购订单 of a record about one open order (订单变更, AOD): picked among the open orders for a new record, shown fixed
 * for a saved one. Picking another order forgets why the last one was refused.
 */
export function OrderOfRecord({ id, value, onChange, onBlur, saved, dependent }: OrderOfRecordProps) {
  const { clearErrors, setValue } = useFormContext();
  if (saved) return <Input id={id} value={`${saved.orderNo} ${saved.supplierName}`} disabled />;
  return (
    <OpenOrderSelect
      id={id}
      value={value}
      onBlur={onBlur}
      onChange={(next) => {
        clearErrors(id);
        if (dependent && (next ?? '') !== value) setValue(dependent, '');
        onChange(next ?? '');
      }}
    />
  );
}
