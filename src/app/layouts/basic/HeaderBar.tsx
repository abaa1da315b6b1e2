import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { EnterpriseSwitcher } from '@/features/auth/switch-enterprise';
import { MenuSearchButton, type MenuScreen } from '@/features/navigation/menu-search';
import { NoticeBell } from '@/features/notice-bell';
import { LayoutSettingsButton } from '@/features/settings/layout-drawer';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../../shell/shell-context';
import { Logo } from './Logo';
import { ProductNav } from './ProductNav';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import styles from './BasicLayout.module.css';

interface HeaderBarProps {
  topMenu: boolean;
  dark: boolean;
  collapsed: boolean;
  onToggle(): void;
}

/**
 * The 50 px header (product.md §2.4): collapse toggle, product navbar, menu search, the notice bell, enterprise switcher, settings
 * and the user menu.
 */
export function HeaderBar({ topMenu, dark, collapsed, onToggle }: HeaderBarProps) {
  const { screens } = useShell();
  const navigate = useNavigate();
  // As the side menu does: an external link opens in a new window; a screen opens as a tab, and its product
  // becomes the header's product (the product owning the path, product.md §2.2).
  const open = (screen: MenuScreen) => {
    if (screen.externalLink) window.open(screen.externalLink, '_blank', 'noopener,noreferrer');
    else void navigate(screen.path);
  };
  return (
    <div className={styles.headerInner}>
      {topMenu ? (
        <>
          <Logo topMenu dark={false} />
          <ProductNav compact />
          <SideMenu mode="horizontal" theme="light" />
        </>
      ) : (
        <Button
          type="text"
          className={styles.trigger}
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
      )}
      {!topMenu && <ProductNav />}
      <div className={styles.actions} data-theme={dark ? 'dark' : 'light'}>
        <MenuSearchButton screens={screens} onOpen={open} />
        <NoticeBell />
        <EnterpriseSwitcher />
        <LayoutSettingsButton />
        <UserMenu />
      </div>
    </div>
  );
}
