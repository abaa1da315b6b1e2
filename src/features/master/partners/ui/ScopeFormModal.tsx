import { RecordFormModal } from '@/shared/ui/record-form';
import { scopeFields, scopeFormSchema, scopeFormValues, type ScopeFormBody, type ScopeFormValues } from '../model/scope-form';
import type { ScopeKind, ScopeRow } from '../model/scope-kinds';

/** 编辑物料: the partner's code for the material and a remark. */
export function ScopeFormModal({ of, row, onClose, onSaved }: { of: ScopeKind; row: ScopeRow; onClose: () => void; onSaved: () => void }) {
  return (
    <RecordFormModal<ScopeFormValues, ScopeFormBody>
      title={`编辑物料：${row.materialCode} ${row.materialName}`}
      open
      width={520}
      columns={1}
      onClose={onClose}
      schema={scopeFormSchema(of.codeLabel)}
      defaultValues={scopeFormValues(row)}
      fields={scopeFields(of.codeLabel)}
      onSubmit={(body) => of.edit(row.id, body)}
      onSaved={onSaved}
    />
  );
}
