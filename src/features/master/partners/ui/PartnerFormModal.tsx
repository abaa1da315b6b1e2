import type { FieldValues } from 'react-hook-form';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import type { PartnerFormKind, PartnerRecord } from '../model/partner-kind';

export interface PartnerFormModalProps<Row extends PartnerRecord, Values extends FieldValues, Body> {
  kind: PartnerFormKind<Row, Values, Body>;
  /** The record being edited; none adds one. */
  record?: Row | undefined;
  onClose: () => void;
}

/** 新增 / 编辑 a partner: the kind's rules in Chinese, the server's message on the form, the list refetches after. */
export function PartnerFormModal<Row extends PartnerRecord, Values extends FieldValues, Body>({ kind, record, onClose }: PartnerFormModalProps<Row, Values, Body>) {
  const refetch = useRefetchList(kind.list);
  return (
    <RecordFormModal<Values, Body>
      title={record ? `编辑${kind.noun}` : `新增${kind.noun}`}
      open
      width={900}
      onClose={onClose}
      schema={kind.schema}
      defaultValues={record ? kind.values(record) : kind.empty}
      fields={kind.fields}
      onSubmit={(body) => (record ? kind.edit(body, record.id) : kind.add(body))}
      onSaved={() => void refetch()}
    />
  );
}
