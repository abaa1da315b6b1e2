import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { deptTreeQueryOptions } from '../api/dept-tree-query';
import { findDeptTitle } from '../lib/dept-tree';
import { DeptTreePanel } from './DeptTreePanel';

export interface DeptScope {
  /** What the list asks for: the chosen department (the server includes its children), or nothing. */
  params: { deptId: string } | undefined;
  /** The organisation tree beside the list. */
  aside: ReactNode;
  /** The 部门：… tag of the conditions row, closable back to every department. */
  scope: ReactNode;
}

/** A list narrowed by the organisation tree beside it (用户, 员工): the tree, the query and the tag, in one place. */
export function useDeptScope(): DeptScope {
  const [deptId, setDeptId] = useState<string>();
  const tree = useQuery(deptTreeQueryOptions());
  const title = deptId ? (findDeptTitle(tree.data ?? [], deptId) ?? deptId) : undefined;
  const params = useMemo(() => (deptId ? { deptId } : undefined), [deptId]);
  return {
    params,
    aside: <DeptTreePanel selectedId={deptId} onSelect={setDeptId} />,
    scope: title && (
      <Tag closable color="processing" onClose={() => setDeptId(undefined)}>
        部门：{title}
      </Tag>
    ),
  };
}
