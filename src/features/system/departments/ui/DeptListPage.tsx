import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { DeptTreePanel, deptTreeQueryOptions, findDeptTitle } from '@/entities/department';
import {
  sysDeptArchive,
  sysDeptDisable,
  sysDeptEnable,
  sysDeptRecover,
  sysDeptTreeByOrgTypeOperation,
  sysDeptTreeOperation,
} from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { deptColumns, deptConditions, deptSource, exportDepts, type SysDeptQuery } from '../model/dept-list';

export const DeptList = defineListScreen({
  tableId: 'sys.sysDept',
  permissionPrefix: 'sysDept',
  source: deptSource,
  // A save changes the trees too (the aside, the parent select, the line selector's workshops).
  alsoRefetch: [sysDeptTreeOperation, sysDeptTreeByOrgTypeOperation],
  columns: deptColumns,
  conditions: deptConditions,
  table: { exportFile: exportDepts, selection: 'checkbox' },
  form: () => import('./dept-form').then((m) => m.DeptForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./DeptDetailDrawer').then((m) => m.DeptDetailDrawer),
    },
    // An archived department is read-only until recovered.
    { kind: 'edit', when: { field: 'status', op: 'in', value: [0, 1] } },
  ],
  status: { enable: sysDeptEnable, disable: sysDeptDisable, archive: sysDeptArchive, recover: sysDeptRecover },
});

/** 部门 (§7.7): the organisation tree and the department list it narrows; state changes per §4.2. */
export function DeptListPage() {
  const [parentId, setParentId] = useState<string>();
  // The same cached tree as the panel's: it names the chosen node in the tag that clears it.
  const tree = useQuery(deptTreeQueryOptions());
  const parentTitle = parentId ? (findDeptTitle(tree.data ?? [], parentId) ?? parentId) : undefined;
  const extendedParams = useMemo<Partial<SysDeptQuery> | undefined>(
    () => (parentId ? { pid: parentId } : undefined),
    [parentId],
  );
  return (
    <TreeListLayout aside={<DeptTreePanel selectedId={parentId} onSelect={setParentId} />}>
      <DeptList
        extendedParams={extendedParams}
        scope={
          parentTitle && (
            <Tag closable color="processing" onClose={() => setParentId(undefined)}>
              上级部门：{parentTitle}
            </Tag>
          )
        }
      />
    </TreeListLayout>
  );
}
