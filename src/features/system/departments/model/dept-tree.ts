import type { DeptTreeNode } from '@/entities/department';

/** The title of a node anywhere in the organisation tree (the chosen node's tag over the list). */
export function findDeptTitle(nodes: readonly DeptTreeNode[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.title;
    const inChildren = findDeptTitle(node.children ?? [], id);
    if (inChildren !== undefined) return inChildren;
  }
  return undefined;
}
