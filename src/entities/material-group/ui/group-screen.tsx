import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import type { cdMaterialGroup } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import type { CrudScreen, ListScreenProps } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { AllTreePanel, ParentTreeSelect, type PanelNode } from '@/shared/ui/tree-panel';
import { groupColumns, groupConditions, TOP_LEVEL_PID, type MaterialGroupQuery } from '../model/group-record';

/** The enabled groups as a tree: v1 mdGroup/tree or v2 cdMaterialGroup/tree. */
export type GroupTreeQuery<T extends readonly PanelNode[], K extends QueryKey> = UseQueryOptions<T, Error, T, K>;

interface GroupParentSelectProps<T extends readonly PanelNode[], K extends QueryKey> {
  tree: GroupTreeQuery<T, K>;
  value: string;
  onChange: (pid: string) => void;
  onBlur: () => void;
  /** The group being edited: it and its subtree are greyed out. */
  selfId: string | undefined;
}

/** 上级物料组: '顶级' or one of the tree's groups, never the edited group or below it. */
export function GroupParentSelect<T extends readonly PanelNode[], K extends QueryKey>({
  tree,
  ...props
}: GroupParentSelectProps<T, K>) {
  const nodes = useQuery(tree);
  return (
    <ParentTreeSelect
      id="pid"
      {...props}
      nodes={nodes.data ?? []}
      loading={nodes.isPending}
      topId={TOP_LEVEL_PID}
      placeholder="请选择上级物料组"
    />
  );
}

type Shared = 'noun' | 'columns' | 'conditions' | 'form' | 'empty';

/**
 * What a group screen declares, v1 and v2 alike (the contract's one MaterialGroup and MaterialGroupForm): the
 * columns, search and form; a new group starts under the group chosen in the tree.
 */
export function groupScreen<T extends readonly PanelNode[], K extends QueryKey>(
  tree: GroupTreeQuery<T, K>,
): Pick<CrudScreen<typeof cdMaterialGroup, 'row'>, Shared> {
  return {
    noun: '物料组',
    columns: groupColumns,
    conditions: groupConditions,
    form: {
      pid: {
        label: '上级物料组',
        kind: 'custom',
        render: (field, group) => <GroupParentSelect {...field} tree={tree} selfId={group?.id} />,
      },
      code: { label: '物料组编码' },
      name: { label: '物料组名称' },
      sort: { label: '排序' },
      remark: { label: '备注', kind: 'textarea', wide: true },
    },
    empty: (scope) => ({ pid: scope?.pid ?? TOP_LEVEL_PID }),
  };
}

/** A group screen: the group tree under '全部' on the left narrows the declared list beside it by pid. */
export function withGroupTree<T extends readonly PanelNode[], K extends QueryKey>(
  List: ComponentType<ListScreenProps<MaterialGroupQuery>>,
  tree: GroupTreeQuery<T, K>,
) {
  function GroupTreeScreen() {
    const nodes = useQuery(tree);
    const [parentId, setParentId] = useState<string>();
    const extendedParams = useMemo(() => (parentId ? { pid: parentId } : undefined), [parentId]);
    return (
      <TreeListLayout
        aside={
          <AllTreePanel
            label="物料组"
            nodes={nodes.data ?? []}
            loading={nodes.isPending}
            error={nodes.isError ? `获取物料分组失败：${userMessageOf(nodes.error)}` : undefined}
            value={parentId}
            onChange={setParentId}
          />
        }
      >
        <List extendedParams={extendedParams} />
      </TreeListLayout>
    );
  }
  return GroupTreeScreen;
}
