/** A node of `idpFunction/licenceTree` as the checkable tree needs it. */
export interface FunctionNode {
  id: string;
  title: string;
  type?: string | undefined;
  children?: readonly FunctionNode[] | undefined;
}

export interface CheckNode {
  key: string;
  title: string;
  children?: CheckNode[];
}

/** The products' subtrees the given products have (a module is a product: its functions are the node's children). */
export function productNodes(tree: readonly FunctionNode[], productIds: readonly string[]): FunctionNode[] {
  return productIds.flatMap((id) => tree.filter((node) => node.id === id));
}

/** The tree for antd: key = function id. */
export function toCheckNodes(nodes: readonly FunctionNode[]): CheckNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.title,
    ...(node.children?.length ? { children: toCheckNodes(node.children) } : {}),
  }));
}

/**
 * The keys to show checked: only the leaves among the granted ids. antd's linked check derives the parents (checked
 * when all their children are, half-checked otherwise); a granted parent passed in would check all its children.
 */
export function checkedLeaves(nodes: readonly FunctionNode[], granted: readonly string[]): string[] {
  const wanted = new Set(granted);
  const walk = (list: readonly FunctionNode[]): string[] =>
    list.flatMap((node) => (node.children?.length ? walk(node.children) : wanted.has(node.id) ? [node.id] : []));
  return walk(nodes);
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
