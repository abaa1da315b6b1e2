import { useQuery } from '@tanstack/react-query';
import { userMessageOf } from '@/shared/lib/errors';
import { TreePanel } from '@/shared/ui/tree-panel';
import { deptTreeFailure, deptTreeQueryOptions } from '../api/dept-tree-query';

/** The organisation tree beside a list (departments, users); choosing a node narrows the list to it. */
export function DeptTreePanel({
  selectedId,
  onSelect,
}: {
  selectedId?: string | undefined;
  onSelect: (id: string) => void;
}) {
  const tree = useQuery(deptTreeQueryOptions());
  return (
    <TreePanel
      label="部门树"
      nodes={tree.data ?? []}
      loading={tree.isPending}
      error={tree.isError ? deptTreeFailure(userMessageOf(tree.error)) : undefined}
      selectedId={selectedId}
      onSelect={onSelect}
    />
  );
}
