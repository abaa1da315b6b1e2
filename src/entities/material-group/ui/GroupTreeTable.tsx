import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import { userMessageOf } from '@/shared/lib/errors';
import type { ListScreenProps } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { AllTreePanel, type PanelNode } from '@/shared/ui/tree-panel';
import type { MaterialGroupQuery } from '../model/group-record';

export interface GroupTreeTableProps {
  /** The enabled groups as a tree (v1 mdGroup/tree or v2 cdMaterialGroup/tree). */
  tree: UseQueryResult<readonly PanelNode[]>;
  /** The screen's declared group list; a new group starts under the group chosen in the tree. */
  List: ComponentType<ListScreenProps<MaterialGroupQuery>>;
}

/** A group screen, v1 or v2 alike: the group tree under '全部' on the left narrows the list beside it by pid. */
export function GroupTreeTable({ tree, List }: GroupTreeTableProps) {
  const [parentId, setParentId] = useState<string>();
  const extendedParams = useMemo<Partial<MaterialGroupQuery> | undefined>(
    () => (parentId ? { pid: parentId } : undefined),
    [parentId],
  );
  return (
    <TreeListLayout
      aside={
        <AllTreePanel
          label="物料组"
          nodes={tree.data ?? []}
          loading={tree.isPending}
          error={tree.isError ? `获取物料分组失败：${userMessageOf(tree.error)}` : undefined}
          value={parentId}
          onChange={setParentId}
        />
      }
    >
      <List extendedParams={extendedParams} />
    </TreeListLayout>
  );
}
