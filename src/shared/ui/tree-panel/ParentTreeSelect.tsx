import { TreeSelect } from '@/shared/ui/tree-select';
import { useMemo } from 'react';
import { parentOptions } from './parent-options';
import type { PanelNode } from './TreePanel';

export interface ParentTreeSelectProps {
  id?: string;
  value?: string | undefined;
  onChange?: (pid: string) => void;
  onBlur?: () => void;
  /** The enabled records as a tree (a disabled parent shows by its id). */
  nodes: readonly PanelNode[];
  loading?: boolean;
  /** The contract's parent id of a top-level record, offered as '顶级'. */
  topId: string;
  /** The record being edited: it and its subtree are greyed out. */
  selfId?: string | undefined;
  placeholder: string;
}

/** The parent of a tree record (groups, categories): '顶级' or one of the tree's nodes, never itself or below it. */
export function ParentTreeSelect({
  id,
  value,
  onChange,
  onBlur,
  nodes,
  loading,
  topId,
  selfId,
  placeholder,
}: ParentTreeSelectProps) {
  const treeData = useMemo(
    () => [{ value: topId, title: '顶级', disabled: false, children: parentOptions(nodes, selfId) }],
    [nodes, topId, selfId],
  );
  return (
    <TreeSelect
      id={id}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder={placeholder}
      loading={loading}
      value={value || undefined}
      onChange={(pid: string) => onChange?.(pid)}
      onBlur={onBlur}
      treeData={treeData}
    />
  );
}
