import { wipMaterialUpdate } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { wipEditFields, wipEditSchema, wipEditValues, type WipEditBody, type WipEditValues } from '../model/wip-form';
import { wipSource, type WipMaterial } from '../model/wip-list';
import { StatePick } from './pickers';

const fields = wipEditFields(({ value, onChange, onBlur }) => <StatePick id="mfgStateId" value={value} onChange={onChange} onBlur={onBlur} />);

/** 编辑在制品物料: saved quietly so the server's message lands on the form; the list refetches after. */
export function WipEditModal({ row, onClose }: { row: WipMaterial; onClose: () => void }) {
  const refetch = useRefetchList(wipSource);
  return (
    <RecordFormModal<WipEditValues, WipEditBody>
      title="编辑在制品物料"
      open
      onClose={onClose}
      schema={wipEditSchema}
      defaultValues={wipEditValues(row)}
      fields={fields}
      onSubmit={(body) => wipMaterialUpdate({ body: { ...body, id: row.id } }, { quiet: true })}
      onSaved={() => void refetch()}
    />
  );
}
