import { queryOptions } from '@tanstack/react-query';
import { cdMaterialGroupTree, cdMaterialGroupTreeQueryKey, type CdMaterialGroupTreeData } from '@/shared/api';

/** The contract's parent id of a top-level group. */
export const TOP_LEVEL_PID = '0';

const enabledGroups = { body: { status: '0' } };

/** The enabled groups as a tree; quiet, since the panel says a failure where the tree would be. */
export const groupTreeQuery = queryOptions({
  queryKey: cdMaterialGroupTreeQueryKey(enabledGroups),
  queryFn: ({ signal }) => cdMaterialGroupTree(enabledGroups, { signal, quiet: true }),
});

type GroupNode = CdMaterialGroupTreeData[number];

export interface ParentOption {
  value: string;
  title: string;
  disabled: boolean;
  children: ParentOption[];
}

/** The parent picker's tree: a group being edited and its descendants can't become its own parent. */
export function parentOptions(nodes: readonly GroupNode[], selfId?: string, underSelf = false): ParentOption[] {
  return nodes.map((node) => {
    const disabled = underSelf || node.id === selfId;
    return { value: node.id, title: node.title, disabled, children: parentOptions(node.children ?? [], selfId, disabled) };
  });
}
