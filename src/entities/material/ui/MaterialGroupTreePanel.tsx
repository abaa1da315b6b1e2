import { useQuery } from '@tanstack/react-query';
import { userMessageOf } from '@/shared/lib/errors';
import { AllTreePanel } from '@/shared/ui/tree-panel';
import { groupTreeFailure, materialGroupTreeQuery } from '../api/group-tree-query';

/** The enabled material groups under '全部', beside a material list; undefined is '全部'. Fetched once mounted. */
export function MaterialGroupTreePanel({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (groupId: string | undefined) => void;
}) {
  const tree = useQuery(materialGroupTreeQuery);
  return (
    <AllTreePanel
      label="物料组"
      nodes={tree.data ?? []}
      loading={tree.isPending}
      error={tree.isError ? groupTreeFailure(userMessageOf(tree.error)) : undefined}
      value={value}
      onChange={onChange}
    />
  );
}
