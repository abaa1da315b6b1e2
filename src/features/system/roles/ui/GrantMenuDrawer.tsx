import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useRefreshOwnGrants } from '@/entities/session';
import { sysRoleGrantMenu, sysRoleMenuTreeQueryOptions, sysRoleOwnMenuQueryOptions, type sysRole } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { CheckTree, checkedLeaves, linkedCheck, toCheckNodes } from '@/shared/ui/check-tree';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';

/**
 * 授权菜单: the enterprise's products, menus and their buttons (with permission codes) as a checkable tree, searchable;
 * 保存 sends the fully checked nodes and, apart, the half-checked parents the menus hang under (the contract's
 * menuIds and halfIds), for the whole tree, whatever the search shows.
 */
export function GrantMenuDrawer({ row, onClose, refetch }: RowPanelProps<RowOf<typeof sysRole>>) {
  const tree = useQuery(sysRoleMenuTreeQueryOptions());
  const owned = useQuery(sysRoleOwnMenuQueryOptions({ query: { id: row.id } }));
  const nodes = useMemo(() => toCheckNodes((tree.data ?? []).map(withCodes)), [tree.data]);
  const [leaves, setLeaves] = useState<string[]>();
  const refreshOwn = useRefreshOwnGrants();
  const checked = leaves ?? checkedLeaves(tree.data ?? [], owned.data?.menuIds ?? []);
  const loading = tree.isPending || owned.isPending;
  const loadError = tree.error ?? owned.error;
  const count = useMemo(() => linkedCheck(nodes, checked).checked.length, [nodes, checked]);

  const { saving, failure, save } = useSave(
    async () => {
      const linked = linkedCheck(nodes, checked);
      await sysRoleGrantMenu({ body: { id: row.id, menuIds: linked.checked, halfIds: linked.half } }, { quiet: true });
      await refreshOwn({ roleId: row.id });
      await refetch();
      onClose();
    },
    { done: '角色菜单已授权' },
  );

  return (
    <AppDrawer
      open
      width="small"
      title={`授权菜单：${row.name}`}
      onClose={onClose}
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">已选 {count} 项</Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={saving} disabled={loading || !!loadError} onClick={() => void save()}>
              保存
            </Button>
          </Flex>
        </Flex>
      }
    >
      {loadError ? (
        <Alert type="error" showIcon title={`功能树加载失败：${userMessageOf(loadError)}`} />
      ) : (
        <Spin spinning={loading}>
          {!loading && (
            <CheckTree
              label={`${row.name}的菜单权限`}
              nodes={nodes}
              checked={checked}
              searchable
              onCheck={(next) => setLeaves(next)}
            />
          )}
          {failure && <Alert role="alert" type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
        </Spin>
      )}
    </AppDrawer>
  );
}

interface MenuNode {
  id: string;
  title: string;
  permission?: string | null;
  children?: readonly MenuNode[];
}

/** A button shows its permission code beside its title ('新增产线 mfgLine:add'), so a search finds it by code too. */
function withCodes(node: MenuNode): MenuNode {
  return {
    id: node.id,
    title: node.permission ? `${node.title}  ${node.permission}` : node.title,
    ...(node.children ? { children: node.children.map(withCodes) } : {}),
  };
}
