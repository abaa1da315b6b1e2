import { useMemo } from 'react';
import { pidTree, ROOT_PID, subtreeIds, type PidNode, type PidRow } from '@/shared/lib/pid-tree';
import { TreeSelect } from '@/shared/ui/tree-select';

interface Option {
  value: string;
  title: string;
  disabled?: boolean;
  children?: Option[];
}

export interface PidTreeSelectProps<T extends PidRow & { name: string }> {
  id?: string;
  value: string;
  onChange: (pid: string) => void;
  onBlur?: () => void;
  rows: readonly T[] | undefined;
  loading?: boolean;
  /** The top-level choice ('顶级类别'); without it only rows can be chosen. */
  rootTitle?: string;
  /** The edited row: it and its subtree cannot be its parent. */
  editingId?: string | undefined;
  /** Rows that cannot be chosen for another reason (a 工段 cannot hold a 车间). */
  disabled?: (row: T) => boolean;
  placeholder?: string;
}

/** A parent (or any node) picked from a flat pid list shown as a tree. */
export function PidTreeSelect<T extends PidRow & { name: string }>({
  id,
  value,
  onChange,
  onBlur,
  rows,
  loading,
  rootTitle,
  editingId,
  disabled,
  placeholder,
}: PidTreeSelectProps<T>) {
  const treeData = useMemo<Option[]>(() => {
    const list = rows ?? [];
    const blocked = editingId ? subtreeIds(list, editingId) : new Set<string>();
    const toOption = (node: PidNode<T>): Option => ({
      value: node.id,
      title: `${node.name}（${node.code}）`,
      disabled: blocked.has(node.id) || (disabled?.(node) ?? false),
      ...(node.children ? { children: node.children.map(toOption) } : {}),
    });
    const nodes = pidTree(list).map(toOption);
    return rootTitle ? [{ value: ROOT_PID, title: rootTitle, children: nodes }] : nodes;
  }, [rows, editingId, disabled, rootTitle]);
  return (
    <TreeSelect<string, Option>
      id={id}
      value={value || undefined}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      treeData={treeData}
      treeDefaultExpandAll
      loading={loading}
      placeholder={placeholder}
      showSearch={{ treeNodeFilterProp: 'title' }}
    />
  );
}
