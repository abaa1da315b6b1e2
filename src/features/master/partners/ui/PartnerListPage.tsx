import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import type { PartnerListKind, PartnerRecord } from '../model/partner-kind';
import { partnerActions } from '../model/partner-list';

export interface PartnerListPageProps<Row extends PartnerRecord, Query> {
  kind: PartnerListKind<Row, Query>;
  /** The kind's add/edit dialog and detail drawer, loaded when first opened (lazy). */
  FormModal: ComponentType<{ record?: Row | undefined; onClose: () => void }>;
  DetailDrawer: ComponentType<{ id: string; onClose: () => void }>;
}

/** A partner list (§2.5 master): search, columns, add, edit, detail, enable/disable/delete, export of the selection or the conditions. */
export function PartnerListPage<Row extends PartnerRecord, Query>({ kind, FormModal, DetailDrawer }: PartnerListPageProps<Row, Query>) {
  const refetch = useRefetchList(kind.list);
  const form = useRecordForm<Row>();
  const [detailId, setDetailId] = useState<string>();
  const rowActions = useMemo(() => partnerActions(kind, { detail: (row) => setDetailId(row.id), edit: form.edit }, refetch), [kind, form.edit, refetch]);
  return (
    <>
      <DataTable<Row, Query>
        tableId={kind.tableId}
        permissionPrefix={kind.permissionPrefix}
        columns={kind.columns}
        conditions={kind.conditions}
        source={kind.source}
        rowActions={rowActions}
        exportFile={kind.exportFile}
        selection="checkbox"
        onAdd={form.add}
      />
      <Suspense fallback={null}>
        {form.open && <FormModal record={form.record} onClose={form.close} />}
        {detailId && <DetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />}
      </Suspense>
    </>
  );
}
