/** A node of `idpFunction/licenceTree` as the checkable tree needs it. */
export interface FunctionNode {
  id: string;
  title: string;
  type?: string | undefined;
  children?: readonly FunctionNode[] | undefined;
}

/** The products' subtrees the given products have (a module is a product: its functions are the node's children). */
export function productNodes(tree: readonly FunctionNode[], productIds: readonly string[]): FunctionNode[] {
  return productIds.flatMap((id) => tree.filter((node) => node.id === id));
}

/** What is granted after checking: the checked nodes and the half-checked parents (a menu shows only under its directory). */
export function grantedIds(checked: readonly string[], halfChecked: readonly string[], productId?: string): string[] {
  return [...new Set([...checked, ...halfChecked])].filter((id) => id !== productId);
}

/** Only what is granted, with the directories above it (a read-only view of a licence): nothing else is shown. */
export function grantedTree(nodes: readonly FunctionNode[], granted: readonly string[]): FunctionNode[] {
  const wanted = new Set(granted);
  const prune = (list: readonly FunctionNode[]): FunctionNode[] =>
    list.flatMap((node) => {
      const children = prune(node.children ?? []);
      if (children.length === 0 && !wanted.has(node.id)) return [];
      return [{ ...node, children: children.length ? children : undefined }];
    });
  return prune(nodes);
}

/** How many functions (nodes below the products) a tree holds. */
export function countFunctions(nodes: readonly FunctionNode[]): number {
  return nodes.reduce((total, node) => total + 1 + countFunctions(node.children ?? []), 0);
}
