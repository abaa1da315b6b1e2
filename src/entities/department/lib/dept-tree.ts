import type { SysDeptTreeData } from '@/shared/api';

export type DeptTreeNode = SysDeptTreeData[number];

/** A TreeSelect node: only departments can be chosen; the company nodes above them only group. */
export interface DeptOption {
  value: string;
  title: string;
  disabled: boolean;
  children?: DeptOption[];
}

export function toDeptOptions(nodes: readonly DeptTreeNode[], selectable: (node: DeptTreeNode) => boolean): DeptOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.title,
    disabled: !selectable(node),
    ...(node.children?.length ? { children: toDeptOptions(node.children, selectable) } : {}),
  }));
}

export const isDept = (node: DeptTreeNode) => node.type === 'dept';
