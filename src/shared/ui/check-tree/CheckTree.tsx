import { Empty, Input, Tree } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { TREE_PANEL_MAX_HEIGHT } from '@/shared/config';
import { allKeys, filterTree, leafKeys, linkedCheck, type CheckNode, type LinkedCheck } from './check-tree';

export interface CheckTreeProps {
  /** Names the tree for assistive technology. */
  label: string;
  nodes: CheckNode[];
  /** The checked leaves (antd derives the parents' state). */
  checked: string[];
  /** The checked leaves, and the state of every node of the whole tree (not only of what a search shows). */
  onCheck: (leaves: string[], linked: LinkedCheck) => void;
  /** A search box above the tree, narrowing it to the matching titles (and their paths). */
  searchable?: boolean;
  empty?: string;
  disabled?: boolean;
}

const keys = (list: readonly Key[]) => list.map(String);

/**
 * A checkable tree (directories → menus → buttons), all expanded: checking a parent checks its children, a parent
 * with some children checked is half-checked, and `onCheck` gives both sets (a grant keeps the path to what it grants).
 * A search hides the rest of the tree, never what is checked in it.
 */
export function CheckTree({
  label,
  nodes,
  checked,
  onCheck,
  searchable,
  empty = '没有可授权的功能',
  disabled,
}: CheckTreeProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterTree(nodes, search), [nodes, search]);
  // rc-tree warns of checked keys its data lacks: a search result gets only its own.
  const shownChecked = useMemo(() => {
    const keys = new Set(allKeys(shown));
    return checked.filter((key) => keys.has(key));
  }, [shown, checked]);
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <div role="group" aria-label={label}>
      {searchable && (
        <Input.Search
          allowClear
          placeholder="搜索功能"
          aria-label="搜索功能"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ marginBottom: 8 }}
        />
      )}
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的功能" />
      ) : (
        <Tree
          // A new search result mounts with everything in it expanded.
          key={search}
          checkable
          disabled={disabled}
          selectable={false}
          defaultExpandedKeys={allKeys(shown)}
          height={TREE_PANEL_MAX_HEIGHT}
          treeData={shown}
          checkedKeys={shownChecked}
          onCheck={(value) => {
            const all = new Set(keys(Array.isArray(value) ? value : value.checked));
            // Checking inside a search result must not drop what is checked outside it.
            const visible = new Set(leafKeys(shown));
            const leaves = [
              ...checked.filter((key) => !visible.has(key)),
              ...[...visible].filter((key) => all.has(key)),
            ];
            onCheck(leaves, linkedCheck(nodes, leaves));
          }}
        />
      )}
    </div>
  );
}

/** A read-only tree (what a licence grants): no checkboxes, every node shown. */
export function PlainTree({
  label,
  nodes,
  empty = '没有授权的功能',
}: {
  label: string;
  nodes: CheckNode[];
  empty?: string;
}) {
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <div role="group" aria-label={label}>
      <Tree selectable={false} defaultExpandAll height={TREE_PANEL_MAX_HEIGHT} treeData={nodes} />
    </div>
  );
}
