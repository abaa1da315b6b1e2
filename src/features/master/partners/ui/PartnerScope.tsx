import { message } from 'antd';
import { useMemo, useState } from 'react';
import { LegacyMaterialSelector, type LegacyMaterialRow } from '@/entities/legacy-material';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { scopeKinds, type ScopeQuery, type ScopeRow } from '../model/scope-kinds';
import { scopeActions, scopeColumns, scopeConditions } from '../model/scope-list';
import type { PartnerSubRecordProps } from '../model/sub-record-kind';
import { ScopeFormModal } from './ScopeFormModal';

/**
 * 物料范围 of a customer (客户物料范围) or supplier (供货范围), a tab of its detail: search, edit the partner's code,
 * remove after asking, and 添加物料 from the enabled materials not yet in the scope.
 */
export function PartnerScope({ kind, partnerId }: PartnerSubRecordProps) {
  const of = scopeKinds[kind];
  const refetch = useRefetchList(of.pageOperation);
  const [editing, setEditing] = useState<ScopeRow>();
  const [picking, setPicking] = useState(false);
  const source = useMemo(() => of.source(partnerId), [of, partnerId]);
  const columns = useMemo(() => scopeColumns(of.codeLabel), [of]);
  const rowActions = useMemo(() => scopeActions(of, setEditing, refetch), [of, refetch]);

  const add = async (materials: LegacyMaterialRow[]) => {
    setPicking(false);
    if (materials.length === 0) return;
    try {
      await of.add(
        partnerId,
        materials.map((m) => m.id),
      );
    } catch {
      // The request layer has shown the server's message (a disabled material, …).
      return;
    }
    void message.success(`已添加 ${materials.length} 个物料`);
    await refetch();
  };

  return (
    <>
      <DataTable<ScopeRow, ScopeQuery>
        tableId={`scm.${of.pageOperation.operationId}`}
        columns={columns}
        conditions={scopeConditions}
        source={source}
        rowActions={rowActions}
        actionWidth={120}
        onAdd={() => setPicking(true)}
        addLabel="添加物料"
        addPermission={of.permission}
      />
      {editing && <ScopeFormModal of={of} row={editing} onClose={() => setEditing(undefined)} onSaved={() => void refetch()} />}
      {picking && (
        <LegacyMaterialSelector open title={`添加物料到${of.title}`} picker={of.picker} refId={partnerId} onCancel={() => setPicking(false)} onOk={(materials) => void add(materials)} />
      )}
    </>
  );
}
