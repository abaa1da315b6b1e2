import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sysDeptTreeForEmpPos, sysDeptTreeForEmpPosQueryKey } from '@/shared/api';
import { toDeptOptions } from '../lib/dept-tree';
import { OrgTreeSelect, type OrgTreeSelectProps } from './OrgTreeSelect';

// Departments with their positions under them (treeForEmpPos); quiet, the select says a failure below itself.
const positionTree = queryOptions({
  queryKey: sysDeptTreeForEmpPosQueryKey(),
  queryFn: ({ signal }) => sysDeptTreeForEmpPos(undefined, { signal, quiet: true }),
});

/** Choose one position (岗位) from the organisation: departments only group (an employee's position assignment). */
export function PositionTreeSelect({ placeholder = '请选择岗位', ...props }: Partial<OrgTreeSelectProps>) {
  const tree = useQuery(positionTree);
  const options = useMemo(() => toDeptOptions(tree.data ?? [], (node) => node.type === 'pos'), [tree.data]);
  return <OrgTreeSelect {...props} tree={tree} options={options} placeholder={placeholder} />;
}
