import { queryOptions } from '@tanstack/react-query';
import { mfgStateTree, mfgStateTreeQueryKey, type MfgStateTreeData } from '@/shared/api';

type StateNode = MfgStateTreeData[number];

const enabled = { body: { status: '0' } };

/** Enabled processes → states; its failure is shown in the panel, not as a toast. */
export const stateTreeQuery = queryOptions({
  queryKey: mfgStateTreeQueryKey(enabled),
  queryFn: ({ signal }) => mfgStateTree(enabled, { signal, quiet: true }),
});

export const stateTreeFailure = (message: string) => `获取制造状态失败：${message}`;

function findNode(nodes: readonly StateNode[], id: string): StateNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const hit = findNode(node.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}

const stateIds = (node: StateNode): string[] =>
  node.type === 'state' ? [node.id] : (node.children ?? []).flatMap(stateIds);

/** The page query filters by states only (mfgStateId, comma-joined): a process node means all its states. */
export function stateFilter(nodes: readonly StateNode[], selected: string | undefined): string | undefined {
  if (selected === undefined) return undefined;
  const node = findNode(nodes, selected);
  if (!node) return undefined;
  // A process without states matches nothing rather than everything.
  return stateIds(node).join(',') || selected;
}

export interface StateOption {
  value: string;
  title: string;
  selectable: boolean;
  children?: StateOption[];
}

/** Tree-select options where only state nodes can be picked (a WIP material belongs to a state). */
export function stateOptions(nodes: readonly StateNode[]): StateOption[] {
  return nodes.map((node) => {
    const children = node.children?.length ? stateOptions(node.children) : undefined;
    return { value: node.id, title: node.title, selectable: node.type === 'state', ...(children ? { children } : {}) };
  });
}
