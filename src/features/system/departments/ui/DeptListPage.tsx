import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Access } from '@/entities/permission';
import { sysDeptPageOperation, sysDeptTreeByOrgTypeOperation, sysDeptTreeOperation } from '@/shared/api';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { deptActions } from '../model/dept-actions';
import { deptColumns, deptConditions, deptSource, exportDepts, type SysDept, type SysDeptQuery } from '../model/dept-list';
import { DeptTreeAside } from './DeptTreeAside';

// The form (its tree select and rules) and the drawer load when the user opens them.
const DeptFormModal = lazy(() => import('./DeptFormModal').then((m) => ({ default: m.DeptFormModal })));
const DeptDetailDrawer = lazy(() => import('./DeptDetailDrawer').then((m) => ({ default: m.DeptDetailDrawer })));

/** 部门 (§7.7): the organisation tree and the department list it narrows; state changes per §4.2. */
export function DeptListPage() {
  const refetch = useRefetchList(sysDeptPageOperation, sysDeptTreeOperation, sysDeptTreeByOrgTypeOperation);
  const [parentId, setParentId] = useState<string>();
  const form = useRecordForm<SysDept>();
  const [detailId, setDetailId] = useState<string>();
  const rowActions = useMemo(() => deptActions({ detail: (dept) => setDetailId(dept.id), edit: form.edit }, refetch), [form.edit, refetch]);
  const extendedParams = useMemo<Partial<SysDeptQuery> | undefined>(() => (parentId ? { pid: parentId } : undefined), [parentId]);
  return (
    <TreeListLayout aside={<DeptTreeAside selectedId={parentId} onSelect={(id) => setParentId((current) => (current === id ? undefined : id))} />}>
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
        toolbar={
          <Access require="sysDept:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={form.add}>
              新增
            </Button>
          </Access>
        }
      />
      <Suspense fallback={null}>
        {form.open && <DeptFormModal open dept={form.record} onClose={form.close} />}
        {detailId && <DeptDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />}
      </Suspense>
    </TreeListLayout>
  );
}
