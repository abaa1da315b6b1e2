import { useQuery } from '@tanstack/react-query';
import { deptTreeFailure, deptTreeQueryOptions } from '@/entities/department';
import { userMessageOf } from '@/shared/lib/errors';
import { TreePanel } from '@/shared/ui/tree-panel';

/** The organisation tree on the left of the list; choosing a node narrows the list to its sub-departments. */
export function DeptTreeAside({ selectedId, onSelect }: { selectedId?: string | undefined; onSelect: (id: string) => void }) {
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
