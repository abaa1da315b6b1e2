import { Empty, Tree } from 'antd';
import type { Key } from 'react';
import { TREE_PANEL_MAX_HEIGHT } from '@/shared/config';
import type { CheckNode } from '../model/function-tree';

interface FunctionTreeProps {
  label: string;
  nodes: CheckNode[];
  checked: string[];
  onCheck: (checked: string[], halfChecked: string[]) => void;
}

const keys = (list: readonly Key[]) => list.map(String);

/** A checkable function tree (directories → menus → buttons), all expanded. */
export function FunctionTree({ label, nodes, checked, onCheck }: FunctionTreeProps) {
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有可授权的功能" />;
  return (
    <div role="group" aria-label={label}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        height={TREE_PANEL_MAX_HEIGHT}
        treeData={nodes}
        checkedKeys={checked}
        onCheck={(value, info) => {
          const all = Array.isArray(value) ? value : value.checked;
          onCheck(keys(all), keys(info.halfCheckedKeys ?? []));
        }}
      />
    </div>
  );
}

/** What a licence grants, as a plain tree (no checkboxes: every node shown is granted or holds granted ones). */
export function GrantedTree({ label, nodes }: { label: string; nodes: CheckNode[] }) {
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有授权的功能" />;
  return (
    <div role="group" aria-label={label}>
      <Tree selectable={false} defaultExpandAll height={TREE_PANEL_MAX_HEIGHT} treeData={nodes} />
    </div>
  );
}
