import type { PanelNode } from './TreePanel';

export interface ParentOption {
  value: string;
  title: string;
  disabled: boolean;
  children: ParentOption[];
}

/** A parent picker's tree: the record being edited and its descendants can't become its own parent. */
export function parentOptions(nodes: readonly PanelNode[], selfId?: string, underSelf = false): ParentOption[] {
  return nodes.map((node) => {
    const disabled = underSelf || node.id === selfId;
    return {
      value: node.id,
      title: node.title,
      disabled,
      children: parentOptions(node.children ?? [], selfId, disabled),
    };
  });
}
