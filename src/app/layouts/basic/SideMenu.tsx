import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { IconByName } from '@/shared/ui/icon';
import { normalizePath, type MenuNode } from '../../routes/route-table';
import { useShell } from '../../shell/shell-context';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[], level = 1): MenuItem[] {
  return nodes.map((node) => ({
    key: node.key,
    // Top-level entries always carry an icon so the collapsed menu stays readable.
    icon: node.icon || level === 1 ? <IconByName name={node.icon} /> : undefined,
    label: node.title,
    children: node.children ? toItems(node.children, level + 1) : undefined,
  }));
}

function findExternal(nodes: readonly MenuNode[], key: string): string | undefined {
  for (const node of nodes) {
    if (node.key === key) return node.externalLink;
    const found = node.children && findExternal(node.children, key);
    if (found) return found;
  }
  return undefined;
}

interface SideMenuProps {
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  theme: 'light' | 'dark';
  onNavigate?: () => void;
}

/** The current product's menu (product.md §2.4), from the function tree; external links open in a new window. */
export function SideMenu({ mode, collapsed, theme, onNavigate }: SideMenuProps) {
  const { menu, routes } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const path = normalizePath(location.pathname);
  const items = useMemo(() => toItems(menu), [menu]);
  const trail = routes.get(path)?.trail.map((step) => step.path) ?? [];
  const [openKeys, setOpenKeys] = useState<string[]>(trail.slice(0, -1));
  const [openedFor, setOpenedFor] = useState(path);
  if (openedFor !== path) {
    // A page opened from elsewhere (a tab, a link) opens its menu branch too.
    setOpenedFor(path);
    setOpenKeys((keys) => [...new Set([...keys, ...trail.slice(0, -1)])]);
  }
  // The selected entry is the deepest menu entry on the current route's trail (a hidden child selects its parent).
  const selected = [...trail].reverse().find((key) => routes.has(key)) ?? path;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const external = findExternal(menu, key);
    if (external) window.open(external, '_blank', 'noopener,noreferrer');
    else if (key !== path) void navigate(key);
    onNavigate?.();
  };

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={[selected]}
      onClick={onClick}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      style={{ borderInlineEnd: 'none', ...(mode === 'horizontal' ? { flex: 1, minWidth: 0 } : {}) }}
    />
  );
}
