import { defineListScreen } from '@/shared/ui/crud-screen';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  scopeFields,
  scopeFormSchema,
  scopeFormValues,
  type ScopeFormBody,
  type ScopeFormValues,
} from '../model/scope-form';
import { scopeKinds, type ScopeKind, type ScopeRow } from '../model/scope-kinds';
import { scopeActions, scopeColumns, scopeConditions } from '../model/scope-list';
import type { PartnerSubRecordProps } from '../model/sub-record-kind';
import { ScopeAddDialog } from './ScopeAddDialog';

/** A kind's material scope: narrowed to one partner; 添加物料 picks from the materials not yet in it. */
function scopeList<Query>(of: ScopeKind<Query>) {
  const ScopeForm = defineRecordForm<ScopeRow, ScopeFormValues, ScopeFormBody>({
    noun: '物料',
    title: (row) => (row ? `编辑物料：${row.materialCode} ${row.materialName}` : '编辑物料'),
    width: 520,
    columns: 1,
    schema: scopeFormSchema(of.codeLabel),
    fields: scopeFields(of.codeLabel),
    values: scopeFormValues,
    edit: (body, row) => of.edit(row.id, body),
  });
  return defineListScreen<ScopeRow, Query>({
    tableId: `scm.${of.source.operation.operationId}`,
    // The scope's actions ask for the partner's edit permission by name.
    permissionPrefix: '',
    source: of.source,
    columns: scopeColumns(of.codeLabel),
    conditions: scopeConditions,
    // Opened from a drawer already loaded: no chunks of their own.
    form: () => Promise.resolve(ScopeForm),
    add: { label: '添加物料', load: () => Promise.resolve((props) => <ScopeAddDialog of={of} {...props} />) },
    rowActions: scopeActions(of),
    table: { actionWidth: 120, addPermission: of.permission },
  });
}

const CustomerScopeList = scopeList(scopeKinds.customer);
const SupplierScopeList = scopeList(scopeKinds.supplier);

/**
 * 物料范围 of a customer (客户物料范围) or supplier (供货范围), a tab of its detail: search, edit the partner's code,
 * remove after asking, and 添加物料 from the enabled materials not yet in the scope.
 */
export function PartnerScope({ kind, partnerId }: PartnerSubRecordProps) {
  return kind === 'customer' ? (
    <CustomerScopeList extendedParams={scopeKinds.customer.scope(partnerId)} />
  ) : (
    <SupplierScopeList extendedParams={scopeKinds.supplier.scope(partnerId)} />
  );
}
