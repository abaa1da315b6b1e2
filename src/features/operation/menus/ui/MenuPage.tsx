import { ArrowDownOutlined, ArrowUpOutlined, ExportOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Flex,
  Menu,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  message,
  type MenuProps,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { useUserDetails } from '@/entities/session';
import { opMenuTreeQueryKey, opMenuTreeQueryOptions, useOpMenuSaveMutation } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { IconByName } from '@/shared/ui/icon';
import { IconPickerField } from '@/shared/ui/icon-picker';
import {
  canMove,
  changedItems,
  moveNode,
  previewMenu,
  sortedTree,
  updateNode,
  type MenuDraftNode,
  type PreviewNode,
} from '../model/menu-draft';

const TYPE_TITLES: Record<string, string> = { '1': '目录', '2': '菜单', '4': '子路由' };

function previewItems(nodes: readonly PreviewNode[]): NonNullable<MenuProps['items']> {
  return nodes.map((node) => ({
    key: node.key,
    icon: node.icon ? <IconByName name={node.icon} /> : undefined,
    label: node.external ? (
      <span>
        {node.title} <ExportOutlined aria-label="外链" />
      </span>
    ) : (
      node.title
    ),
    ...(node.children ? { children: previewItems(node.children) } : {}),
  }));
}

const allKeys = (nodes: readonly PreviewNode[]): string[] =>
  nodes.flatMap((node) => (node.children ? [node.key, ...allKeys(node.children)] : []));

/** The editor of one product's menu: order, visibility and icon, with the side menu it gives beside it. */
function MenuEditor({ productId, original }: { productId: string; original: MenuDraftNode[] }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => sortedTree(original));
  const changes = useMemo(() => changedItems(original, draft), [original, draft]);
  const preview = useMemo(() => previewMenu(draft), [draft]);
  const save = useOpMenuSaveMutation();
  const submit = () =>
    save.mutate(
      { body: { productId, items: changes } },
      {
        onSuccess: () => {
          void message.success('菜单已保存，用户重新登录或刷新后生效');
          void queryClient.invalidateQueries({ queryKey: opMenuTreeQueryKey({ query: { productId } }) });
        },
      },
    );
  const columns: TableColumnsType<MenuDraftNode> = [
    {
      title: '菜单',
      dataIndex: 'name',
      render: (_v, node) => (
        <Space size={6}>
          {node.icon ? <IconByName name={node.icon} /> : null}
          <span>{node.name}</span>
          {node.status !== 0 && <Tag>已停用</Tag>}
        </Space>
      ),
    },
    { title: '类型', dataIndex: 'type', width: 80, render: (type: string) => TYPE_TITLES[type] ?? type },
    { title: '路由地址', dataIndex: 'path', ellipsis: true },
    {
      title: '显示',
      dataIndex: 'visible',
      width: 80,
      render: (_v, node) =>
        node.type === '4' ? (
          <Typography.Text type="secondary">不显示</Typography.Text>
        ) : (
          <Switch
            size="small"
            aria-label={`在菜单中显示${node.name}`}
            checked={node.visible}
            onChange={(visible) => setDraft((d) => updateNode(d, node.id, { visible }))}
          />
        ),
    },
    {
      title: '图标',
      dataIndex: 'icon',
      width: 260,
      render: (_v, node) =>
        node.type === '4' ? null : (
          <IconPickerField
            label={`${node.name}的图标`}
            value={node.icon ?? ''}
            onChange={(icon) => setDraft((d) => updateNode(d, node.id, { icon: icon || null }))}
          />
        ),
    },
    {
      title: '顺序',
      key: 'order',
      width: 100,
      render: (_v, node) => (
        <Space.Compact>
          <Button
            size="small"
            aria-label={`上移${node.name}`}
            icon={<ArrowUpOutlined />}
            disabled={!canMove(draft, node.id, -1)}
            onClick={() => setDraft((d) => moveNode(d, node.id, -1))}
          />
          <Button
            size="small"
            aria-label={`下移${node.name}`}
            icon={<ArrowDownOutlined />}
            disabled={!canMove(draft, node.id, 1)}
            onClick={() => setDraft((d) => moveNode(d, node.id, 1))}
          />
        </Space.Compact>
      ),
    },
  ];
  return (
    <Flex gap={16} align="flex-start" wrap>
      <Card
        style={{ flex: '1 1 640px', minWidth: 0 }}
        title="菜单结构"
        extra={
          <Space>
            <Typography.Text type="secondary">
              {changes.length > 0 ? `${changes.length} 项改动未保存` : '没有未保存的改动'}
            </Typography.Text>
            <Button disabled={changes.length === 0 || save.isPending} onClick={() => setDraft(sortedTree(original))}>
              重置
            </Button>
            <Button type="primary" disabled={changes.length === 0} loading={save.isPending} onClick={submit}>
              保存
            </Button>
          </Space>
        }
      >
        <Table<MenuDraftNode>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={draft}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
        />
      </Card>
      <Card
        style={{ flex: '0 0 280px', position: 'sticky', top: 16 }}
        title="侧边菜单预览"
        styles={{ body: { padding: 0 } }}
      >
        <section aria-label="侧边菜单预览">
          {preview.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ padding: 16 }}>
              这个产品没有可显示的菜单
            </Typography.Paragraph>
          ) : (
            <Menu
              mode="inline"
              selectable={false}
              defaultOpenKeys={allKeys(preview)}
              items={previewItems(preview)}
              style={{ borderInlineEnd: 0 }}
            />
          )}
        </section>
      </Card>
    </Flex>
  );
}

/** 菜单 (issue 14): per product, the menu built from the platform functions; order, visibility and icons with a live preview. */
export function MenuPage() {
  const { data: user } = useUserDetails();
  const products = user?.products ?? [];
  const [chosen, setChosen] = useState<string>();
  const productId = chosen ?? products.find((product) => product.active)?.id ?? products[0]?.id ?? '';
  const tree = useQuery({ ...opMenuTreeQueryOptions({ query: { productId } }), enabled: productId !== '' });
  return (
    <Flex vertical gap={16}>
      <Space>
        <label htmlFor="menu-product">产品</label>
        <Select
          id="menu-product"
          style={{ width: 200 }}
          value={productId || undefined}
          onChange={(id: string) => setChosen(id)}
          options={products.map((p) => ({ value: p.id, label: p.name }))}
        />
      </Space>
      {tree.isError ? (
        <Typography.Text type="danger">获取菜单失败：{userMessageOf(tree.error)}</Typography.Text>
      ) : tree.data ? (
        // A new product or a fresh answer starts a new draft.
        <MenuEditor key={`${productId}|${tree.dataUpdatedAt}`} productId={productId} original={tree.data} />
      ) : (
        <Card loading />
      )}
    </Flex>
  );
}
