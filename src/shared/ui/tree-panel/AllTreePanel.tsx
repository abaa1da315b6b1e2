import { useMemo } from 'react';
import { TreePanel, type PanelNode, type TreePanelProps } from './TreePanel';

/** The synthetic root's id (product.md §3); never sent, it stands for 'no filter'. */
const ALL_ID = '-1';

export interface AllTreePanelProps extends Omit<TreePanelProps, 'selectedId' | 'onSelect'> {
  /** The chosen node, undefined for '全部'. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}

/** product.md §3: a tree under a '全部' root that narrows the list beside it; choosing '全部' narrows nothing. */
export function AllTreePanel({ nodes, value, onChange, ...panel }: AllTreePanelProps) {
  const rooted = useMemo<PanelNode[]>(() => [{ id: ALL_ID, title: '全部', children: [...nodes] }], [nodes]);
  return (
    <TreePanel
      {...panel}
      nodes={rooted}
      selectedId={value ?? ALL_ID}
      onSelect={(id) => onChange(id === ALL_ID ? undefined : id)}
    />
  );
}
