import type { OpMenuTreeData } from '@/shared/api';

/** A node of a product's menu (the contract's OpMenuNode). */
export type MenuDraftNode = OpMenuTreeData[number];
/** What the preview draws: the side menu's entries as the shell would build them. */
export interface PreviewNode {
  key: string;
  title: string;
  icon: string | null;
  external: boolean;
  children?: PreviewNode[];
}
export type MenuSaveItem = { id: string; sort: number; visible: boolean; icon: string | null };

/** The shell's menu depth (product.md §2.2, §9): deeper records are routes without menu entries. */
export const MENU_MAX_LEVEL = 4;

const bySort = (a: MenuDraftNode, b: MenuDraftNode) => a.sort - b.sort;

/** Each level in its menu order (sort ascending), as the shell orders it. */
export function sortedTree(nodes: readonly MenuDraftNode[]): MenuDraftNode[] {
  return [...nodes]
    .sort(bySort)
    .map((node) => (node.children ? { ...node, children: sortedTree(node.children) } : node));
}

function mapSiblings(
  nodes: readonly MenuDraftNode[],
  id: string,
  change: (siblings: MenuDraftNode[]) => MenuDraftNode[],
): MenuDraftNode[] {
  if (nodes.some((node) => node.id === id)) return change([...nodes].sort(bySort));
  return nodes.map((node) => (node.children ? { ...node, children: mapSiblings(node.children, id, change) } : node));
}

/** Whether a node can move up (-1) or down (1) among its siblings. */
export function canMove(nodes: readonly MenuDraftNode[], id: string, direction: -1 | 1): boolean {
  let answer = false;
  mapSiblings(nodes, id, (siblings) => {
    const index = siblings.findIndex((node) => node.id === id);
    answer = index + direction >= 0 && index + direction < siblings.length;
    return siblings;
  });
  return answer;
}

/** Moves a node one place among its siblings; the siblings are numbered 10, 20, 30… in their new order. */
export function moveNode(nodes: readonly MenuDraftNode[], id: string, direction: -1 | 1): MenuDraftNode[] {
  return mapSiblings(nodes, id, (siblings) => {
    const index = siblings.findIndex((node) => node.id === id);
    const target = index + direction;
    if (target < 0 || target >= siblings.length) return siblings;
    const order = [...siblings];
    const [moved] = order.splice(index, 1);
    if (moved) order.splice(target, 0, moved);
    return order.map((node, i) => ({ ...node, sort: (i + 1) * 10 }));
  });
}

/** Changes the visibility or icon of one node. */
export function updateNode(
  nodes: readonly MenuDraftNode[],
  id: string,
  patch: Partial<Pick<MenuDraftNode, 'visible' | 'icon'>>,
): MenuDraftNode[] {
  return nodes.map((node) => {
    if (node.id === id) return { ...node, ...patch };
    return node.children ? { ...node, children: updateNode(node.children, id, patch) } : node;
  });
}

function flatten(nodes: readonly MenuDraftNode[], into = new Map<string, MenuDraftNode>()): Map<string, MenuDraftNode> {
  for (const node of nodes) {
    into.set(node.id, node);
    flatten(node.children ?? [], into);
  }
  return into;
}

/** The nodes whose order, visibility or icon differ from the server's: what 保存 sends (only those). */
export function changedItems(original: readonly MenuDraftNode[], draft: readonly MenuDraftNode[]): MenuSaveItem[] {
  const before = flatten(original);
  return [...flatten(draft).values()]
    .filter((node) => {
      const old = before.get(node.id);
      return (
        !old || old.sort !== node.sort || old.visible !== node.visible || (old.icon ?? null) !== (node.icon ?? null)
      );
    })
    .map((node) => ({ id: node.id, sort: node.sort, visible: node.visible, icon: node.icon ?? null }));
}

/**
 * The side menu the draft gives, as the shell builds it (app/routes/route-table): hidden entries, sub-routes (type 4)
 * and disabled functions left out, siblings by sort, at most 4 levels; an external link (a link without the Iframe
 * component) is marked.
 */
export function previewMenu(nodes: readonly MenuDraftNode[], level = 1): PreviewNode[] {
  return [...nodes]
    .sort(bySort)
    .filter((node) => node.visible && node.type !== '4' && node.status === 0)
    .map((node) => {
      const children = level < MENU_MAX_LEVEL ? previewMenu(node.children ?? [], level + 1) : [];
      return {
        key: node.id,
        title: node.name,
        icon: node.icon ?? null,
        external: Boolean(node.link) && node.component !== 'Iframe',
        ...(children.length > 0 ? { children } : {}),
      };
    });
}
