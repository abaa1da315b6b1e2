import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { userMessageOf } from '@/shared/lib/errors';
import { DataTable, type RowAction, type TableSource } from '@/shared/ui/data-table';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { AllTreePanel, type PanelNode } from '@/shared/ui/tree-panel';
import { groupColumns, groupConditions, type MaterialGroup, type MaterialGroupQuery } from '../model/group-record';

export interface GroupTreeTableProps {
  tableId: string;
  permissionPrefix: string;
  /** The enabled groups as a tree (v1 mdGroup/tree or v2 cdMaterialGroup/tree). */
  tree: UseQueryResult<readonly PanelNode[]>;
  source: TableSource<MaterialGroup, MaterialGroupQuery>;
  rowActions: RowAction<MaterialGroup>[];
  /** The group chosen in the tree; undefined for '全部'. */
  parentId: string | undefined;
  onParentChange: (id: string | undefined) => void;
  /** Opens the add form (新增, behind `${permissionPrefix}:add`). */
  onAdd: () => void;
  /** The screen's dialogs and drawers. */
  children?: ReactNode;
}

/** A group screen, v1 or v2 alike: the group tree under '全部' on the left narrows the list beside it by pid. */
export function GroupTreeTable({ tableId, permissionPrefix, tree, source, rowActions, parentId, onParentChange, onAdd, children }: GroupTreeTableProps) {
  const extendedParams = useMemo<Partial<MaterialGroupQuery> | undefined>(() => (parentId ? { pid: parentId } : undefined), [parentId]);
  return (
    <TreeListLayout
      aside={
        <AllTreePanel
          label="物料组"
          nodes={tree.data ?? []}
          loading={tree.isPending}
          error={tree.isError ? `获取物料分组失败：${userMessageOf(tree.error)}` : undefined}
          value={parentId}
          onChange={onParentChange}
        />
      }
    >
      <DataTable<MaterialGroup, MaterialGroupQuery>
        tableId={tableId}
        permissionPrefix={permissionPrefix}
        columns={groupColumns}
        conditions={groupConditions}
        source={source}
        extendedParams={extendedParams}
        rowActions={rowActions}
        onAdd={onAdd}
      />
      {children}
    </TreeListLayout>
  );
}
