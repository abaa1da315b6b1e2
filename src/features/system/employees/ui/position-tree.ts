import { queryOptions } from '@tanstack/react-query';
import { sysDeptTreeForEmpPos, sysDeptTreeForEmpPosQueryKey, type SysDeptTreeForEmpPosData } from '@/shared/api';

type OrgNode = SysDeptTreeForEmpPosData[number];

/** A node of the position picker: only positions (type pos) are chosen; labelled with their department. */
export interface PositionOption {
  value: string;
  title: string;
  label: string;
  disabled: boolean;
  children?: PositionOption[];
}

/** Departments with their positions under them; quiet, the picker says a failure itself. */
export const positionTreeQuery = queryOptions({
  queryKey: sysDeptTreeForEmpPosQueryKey(),
  queryFn: ({ signal }) => sysDeptTreeForEmpPos(undefined, { signal, quiet: true }),
});

/** The tree's options, and each position's department (the pair the contract stores). */
export function positionOptions(
  nodes: readonly OrgNode[],
  parentTitle = '',
): { options: PositionOption[]; deptOf: Map<string, string> } {
  const deptOf = new Map<string, string>();
  const walk = (list: readonly OrgNode[], parent: string): PositionOption[] =>
    list.map((node) => {
      const pos = node.type === 'pos';
      if (pos && node.pid) deptOf.set(node.id, node.pid);
      return {
        value: node.id,
        title: node.title,
        label: pos ? `${parent} / ${node.title}` : node.title,
        disabled: !pos,
        ...(node.children?.length ? { children: walk(node.children, node.title) } : {}),
      };
    });
  return { options: walk(nodes, parentTitle), deptOf };
}
