import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { deptTreeQueryOptions } from '@/entities/department';
import { sysDeptPageOperation, sysDeptTreeByOrgTypeOperation, sysDeptTreeOperation } from '@/shared/api';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { deptActions } from '../model/dept-actions';
import { deptColumns, deptConditions, deptSource, exportDepts, type SysDept, type SysDeptQuery } from '../model/dept-list';
import { findDeptTitle } from '../model/dept-tree';
import { DeptTreeAside } from './DeptTreeAside';

// The form (its tree select and rules) and the drawer load when the user opens them.
const DeptFormModal = lazy(() => import('./DeptFormModal').then((m) => ({ default: m.DeptFormModal })));
const DeptDetailDrawer = lazy(() => import('./DeptDetailDrawer').then((m) => ({ default: m.DeptDetailDrawer })));

/** 部门 (§7.7): the organisation tree and the department list it narrows; state changes per §4.2. */
export function DeptListPage() {
  const refetch = useRefetchList(sysDeptPageOperation, sysDeptTreeOperation, sysDeptTreeByOrgTypeOperation);
  const [parentId, setParentId] = useState<string>();
  // The same cached tree as the panel's: it names the chosen node in the tag that clears it.
  const tree = useQuery(deptTreeQueryOptions());
  const parentTitle = parentId ? (findDeptTitle(tree.data ?? [], parentId) ?? parentId) : undefined;
  const form = useRecordForm<SysDept>();
  const [detailId, setDetailId] = useState<string>();
  const rowActions = useMemo(() => deptActions({ detail: (dept) => setDetailId(dept.id), edit: form.edit }, refetch), [form.edit, refetch]);
  const extendedParams = useMemo<Partial<SysDeptQuery> | undefined>(() => (parentId ? { pid: parentId } : undefined), [parentId]);
  return (
    <TreeListLayout aside={<DeptTreeAside selectedId={parentId} onSelect={setParentId} />}>
      <DataTable<SysDept, SysDeptQuery>
        tableId="sys.sysDept"
        permissionPrefix="sysDept"
        columns={deptColumns}
        conditions={deptConditions}
        source={deptSource}
        extendedParams={extendedParams}
        rowActions={rowActions}
        exportFile={exportDepts}
        selection="checkbox"
        onAdd={form.add}
        toolbar={
          parentTitle && (
            <Tag closable color="processing" onClose={() => setParentId(undefined)}>
              上级部门：{parentTitle}
            </Tag>
          )
        }
      />
      <Suspense fallback={null}>
        {form.open && <DeptFormModal open dept={form.record} onClose={form.close} />}
        {detailId && <DeptDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />}
      </Suspense>
    </TreeListLayout>
  );
}
