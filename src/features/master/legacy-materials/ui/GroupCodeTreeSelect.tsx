import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from '@/shared/ui/tree-select';
import { useMemo } from 'react';
import { legacyGroupTreeQuery } from '@/entities/material-group';
import type { MdGroupTreeData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';

type GroupNode = MdGroupTreeData[number];
interface CodeNode {
  title: string;
  value: string;
  /** A node without a code cannot be a material's group; it still shows its children. */
  selectable: boolean;
  children?: CodeNode[];
}

// The v1 material names its group by code: the tree node's description (mdGroup/tree), not its id.
function byCode(nodes: readonly GroupNode[]): CodeNode[] {
  return nodes.map((node) => ({
    title: node.title,
    value: node.description ?? node.id,
    selectable: !!node.description,
    ...(node.children?.length ? { children: byCode(node.children) } : {}),
  }));
}

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (code: string | null) => void;
  onBlur?: () => void;
}

/** 物料组 of a v1 material: picked from the enabled group tree, its value the group's code; clearing sends null. */
export function GroupCodeTreeSelect({ id, value, onChange, onBlur }: Props) {
  const tree = useQuery(legacyGroupTreeQuery);
  const treeData = useMemo(() => byCode(tree.data ?? []), [tree.data]);
  return (
    <TreeSelect
      id={id}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder={tree.isError ? `获取物料分组失败：${userMessageOf(tree.error)}` : '请选择物料组'}
      loading={tree.isPending}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      onBlur={onBlur}
      treeData={treeData}
    />
  );
}
