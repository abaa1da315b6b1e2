import type { SysDeptTreeData } from '@/shared/api';

export type DeptTreeNode = SysDeptTreeData[number];

/** A TreeSelect node: only departments can be chosen; the company nodes above them only group. */
export interface DeptOption {
  value: string;
  title: string;
  disabled: boolean;
  children?: DeptOption[];
}

/** `excludedId`: a department being edited; it and its subtree are greyed out (it cannot move under itself). */
export function toDeptOptions(
  nodes: readonly DeptTreeNode[],
  selectable: (node: DeptTreeNode) => boolean,
  excludedId?: string,
): DeptOption[] {
  return nodes.map((node) => {
    const excluded = node.id === excludedId;
    return {
      value: node.id,
      title: node.title,
      disabled: excluded || !selectable(node),
      ...(node.children?.length
        ? {
            children: toDeptOptions(
              node.children,
              excluded ? () => false : selectable,
              excluded ? undefined : excludedId,
            ),
          }
        : {}),
    };
  });
}

export const isDept = (node: DeptTreeNode) => node.type === 'dept';

/** The title of a node anywhere in the organisation tree (the chosen node's tag over a list). */
export function findDeptTitle(nodes: readonly DeptTreeNode[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.title;
    const inChildren = findDeptTitle(node.children ?? [], id);
    if (inChildren !== undefined) return inChildren;
  }
  return undefined;
}
