import { SearchOutlined } from '@ant-design/icons';
import { Empty, Spin, Tree, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import { useMemo, useState } from 'react';
import { TREE_PANEL_MAX_HEIGHT } from '@/shared/config';

/** The tree node of the contract (product.md §3) as far as a panel needs it. */
export interface PanelNode {
  id: string;
  title: string;
  children?: PanelNode[] | undefined;
}

interface AntdNode {
  key: string;
  title: string;
  children?: AntdNode[];
}

function filterTree(nodes: readonly PanelNode[], keyword: string): AntdNode[] {
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], keyword);
    const hit = node.title.includes(keyword);
    if (!hit && children.length === 0) return [];
    return [{ key: node.id, title: node.title, ...(children.length ? { children } : {}) }];
  });
}

const countNodes = (nodes: readonly AntdNode[]): number =>
  nodes.reduce((n, node) => n + 1 + countNodes(node.children ?? []), 0);

export interface TreePanelProps {
  nodes: readonly PanelNode[];
  loading?: boolean;
  /** A failed fetch, said where the tree would be (product.md §8). */
  error?: string | undefined;
  selectedId?: string | undefined;
  onSelect: (id: string) => void;
  /** Names the tree for assistive tech and tests. */
  label: string;
}

/** A searchable tree on the left of a list or selector (at most 630 px tall, product.md §9). */
export function TreePanel({ nodes, loading, error, selectedId, onSelect, label }: TreePanelProps) {
  const [keyword, setKeyword] = useState('');
  const treeData = useMemo(() => filterTree(nodes, keyword.trim()), [nodes, keyword]);
  return (
    <div aria-label={label} role="region">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="搜索"
        aria-label={`搜索${label}`}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {error ? (
        <Typography.Text type="danger">{error}</Typography.Text>
      ) : (
        <Spin spinning={loading === true}>
          {treeData.length === 0 ? (
            !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Tree
              blockNode
              defaultExpandAll
              // Remount when the data or the search changes, so every node (every match) starts expanded.
              key={`${keyword}|${countNodes(treeData)}`}
              height={TREE_PANEL_MAX_HEIGHT}
              treeData={treeData}
              selectedKeys={selectedId ? [selectedId] : []}
              onSelect={(keys) => {
                const [key] = keys;
                if (key !== undefined) onSelect(String(key));
              }}
            />
          )}
        </Spin>
      )}
    </div>
  );
}
