/** A node of a server tree (functions, menus with buttons) as the checkable tree takes it. */
export interface CheckSourceNode {
  id: string;
  title: string;
  children?: readonly CheckSourceNode[] | null | undefined;
}

export interface CheckNode {
  key: string;
  title: string;
  children?: CheckNode[];
}

/** The tree for antd: key = node id. */
export function toCheckNodes(nodes: readonly CheckSourceNode[]): CheckNode[] {
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
export function checkedLeaves(nodes: readonly CheckSourceNode[], granted: readonly string[]): string[] {
  const wanted = new Set(granted);
  const walk = (list: readonly CheckSourceNode[]): string[] =>
    list.flatMap((node) => (node.children?.length ? walk(node.children) : wanted.has(node.id) ? [node.id] : []));
  return walk(nodes);
}

/**
 * What a search shows: the nodes whose title holds the text, with the nodes above them (to keep the path) and below
 * them (a matching menu shows its buttons). An empty search shows everything.
 */
export function filterTree(nodes: readonly CheckNode[], text: string): CheckNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.title.toLowerCase().includes(needle)) return [node];
    const children = filterTree(node.children ?? [], needle);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** Every key of a tree (to expand all of a search's result). */
export function allKeys(nodes: readonly CheckNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

/** The leaves of a tree (nodes without children). */
export function leafKeys(nodes: readonly CheckNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? leafKeys(node.children) : [node.key]));
}

export interface LinkedCheck {
  /** Every node whose leaves are all checked (leaves included). */
  checked: string[];
  /** Every parent with some, not all, of its leaves checked. */
  half: string[];
}

/** The state of every node of the whole tree from its checked leaves (what a grant sends, whatever a search shows). */
export function linkedCheck(nodes: readonly CheckNode[], leaves: readonly string[]): LinkedCheck {
  const on = new Set(leaves);
  const result: LinkedCheck = { checked: [], half: [] };
  const visit = (node: CheckNode): 'all' | 'some' | 'none' => {
    if (!node.children?.length) {
      if (!on.has(node.key)) return 'none';
      result.checked.push(node.key);
      return 'all';
    }
    const states = node.children.map(visit);
    const state = states.every((s) => s === 'all') ? 'all' : states.every((s) => s === 'none') ? 'none' : 'some';
    if (state === 'all') result.checked.push(node.key);
    if (state === 'some') result.half.push(node.key);
    return state;
  };
  nodes.forEach(visit);
  return result;
}
