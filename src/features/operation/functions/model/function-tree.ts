import type { FunctionTreeNode } from './function-rules';

/** The product a node of the licence tree belongs to: its top-level ancestor (the tree's first level are products). */
export function productOfNode(nodes: readonly FunctionTreeNode[], id: string): string | undefined {
  const contains = (node: FunctionTreeNode): boolean => node.id === id || (node.children ?? []).some(contains);
  return nodes.find(contains)?.id;
}

/** A node's title anywhere in the tree (the tag naming the chosen node over the list). */
export function nodeTitle(nodes: readonly FunctionTreeNode[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.title;
    const below = nodeTitle(node.children ?? [], id);
    if (below !== undefined) return below;
  }
  return undefined;
}
