import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { EnterpriseSwitcher } from '@/features/auth/switch-enterprise';
import { LayoutSettingsButton } from '@/features/settings/layout-drawer';
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

/** The 50 px header (§2.4): collapse toggle, product navbar, enterprise switcher, settings and the user menu. */
export function HeaderBar({ topMenu, dark, collapsed, onToggle }: HeaderBarProps) {
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
        <EnterpriseSwitcher />
        <LayoutSettingsButton />
        <UserMenu />
      </div>
    </div>
  );
}
