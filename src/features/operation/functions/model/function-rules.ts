/**
 * What keeps a platform function from breaking the menus built from it (product.md §2.2, §7.2): no cycle in pid, a path that
 * starts with '/' and is unique among its siblings, a component the app knows. Pure, so each rule has its unit test.
 */

/** A node of the function tree (the contract's TreeNode as far as the checks need it). */
export interface FunctionTreeNode {
  id: string;
  title: string;
  type?: string | undefined;
  children?: readonly FunctionTreeNode[] | undefined;
}

/** A function as the flat list gives it. */
export interface FunctionRecord {
  id: string;
  pid: string;
  name: string;
  type: string;
  path?: string | null | undefined;
}

/** Function types of the contract (IdpFunctionType): 1 目录, 2 菜单, 3 按钮, 4 子路由 (a route not in the menu). */
export const FUNCTION_TYPES = [
  { value: '1', title: '目录' },
  { value: '2', title: '菜单' },
  { value: '3', title: '按钮' },
  { value: '4', title: '子路由' },
] as const;

/** Types that are routes (and so need a path); a button is a permission, not a route. */
export const isRouteType = (type: string) => type === '1' || type === '2' || type === '4';

function find(nodes: readonly FunctionTreeNode[], id: string): FunctionTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = find(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The ids below a node of the tree (not the node itself); an unknown id has none. */
export function descendantIds(nodes: readonly FunctionTreeNode[], id: string): Set<string> {
  const ids = new Set<string>();
  const collect = (node: FunctionTreeNode) => {
    for (const child of node.children ?? []) {
      ids.add(child.id);
      collect(child);
    }
  };
  const root = find(nodes, id);
  if (root) collect(root);
  return ids;
}

/** The ids below a function in the flat list (by pid), guarding against a cycle the server already holds. */
export function descendantIdsOfRows(rows: readonly Pick<FunctionRecord, 'id' | 'pid'>[], id: string): Set<string> {
  const ids = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const row of rows) {
      if (row.pid === current && !ids.has(row.id) && row.id !== id) {
        ids.add(row.id);
        queue.push(row.id);
      }
    }
  }
  return ids;
}

/**
 * Why a parent cannot be chosen, or undefined when it can: the function itself, one of its descendants (a cycle: the
 * menu would never end), or a button (buttons have no children).
 */
export function parentProblem(
  tree: readonly FunctionTreeNode[],
  rows: readonly FunctionRecord[],
  selfId: string | undefined,
  pid: string,
): string | undefined {
  if (selfId !== undefined) {
    if (pid === selfId) return '上级功能不能是功能自身';
    if (descendantIds(tree, selfId).has(pid) || descendantIdsOfRows(rows, selfId).has(pid)) {
      const title = find(tree, pid)?.title ?? rows.find((row) => row.id === pid)?.name ?? pid;
      return `“${title}”是本功能的下级，不能作为上级功能（菜单会形成循环）`;
    }
  }
  const parentType = find(tree, pid)?.type ?? rows.find((row) => row.id === pid)?.type;
  if (parentType === '3') return '按钮不能作为上级功能';
  return undefined;
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Why a route's path is not acceptable: missing, not starting with '/', or taken by a sibling (same parent). */
export function pathProblem(
  rows: readonly FunctionRecord[],
  record: { id?: string | undefined; pid: string; type: string; path: string | null },
): string | undefined {
  const path = record.path?.trim() ?? '';
  if (!isRouteType(record.type)) return undefined;
  if (path === '') return '请输入路由地址';
  if (!path.startsWith('/')) return '路由地址必须以 / 开头';
  if (/\s/.test(path)) return '路由地址不能包含空格';
  const sibling = rows.find(
    (row) =>
      row.pid === record.pid && row.id !== record.id && row.path && normalize(row.path.trim()) === normalize(path),
  );
  if (sibling) return `同级功能“${sibling.name}”已使用路由地址 ${normalize(path)}`;
  return undefined;
}

/** A warning (not a refusal) for a component the app cannot show: its menu entry would open the 404 page. */
export function componentWarning(
  component: string | null,
  isKnown: ((component: string) => boolean) | undefined,
): string | undefined {
  const key = component?.trim() ?? '';
  if (key === '' || isKnown === undefined || isKnown(key)) return undefined;
  return `应用中没有组件“${key}”：保存后该菜单会打开“不存在或仍在开发中”页面，请确认组件键（如 mes.mfgLine、RouteView、Iframe）`;
}
