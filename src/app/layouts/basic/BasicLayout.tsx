import { Drawer, Layout } from 'antd';
import { useState } from 'react';
import { useDictionaryLoader } from '@/entities/dictionary';
import { useLayoutSettings } from '@/entities/layout-settings';
import { useDevice, environmentSeal } from '@/shared/lib/device';
import { Workspace } from '../workspace/Workspace';
import { useShell } from '../../shell/shell-context';
import { BackToTop } from './BackToTop';
import { HeaderBar } from './HeaderBar';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';
import { useAutoHide } from './use-auto-hide';
import styles from './BasicLayout.module.css';

const SIDER_WIDTH = 230;
const SIDER_COLLAPSED = 80;
const HEADER_HEIGHT = 50;
const seal = environmentSeal(window.location.hostname);

/**
 * The basic layout (product.md §2.4): side menu 230 / 80 px (a drawer on phones), 50 px header, the tabbed workspace, footer,
 * scroll-to-top and the environment seal. Desktop opens the sidebar, tablet and phone close it (product.md §4.6).
 */
export function BasicLayout() {
  useDictionaryLoader();
  const { user } = useShell();
  const [settings, update] = useLayoutSettings();
  const device = useDevice();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const topMenu = settings.layoutMode === 'top' && device !== 'mobile';
  const dark = settings.theme === 'dark';
  const collapsed = device === 'desktop' ? settings.sidebarCollapsed : true;
  const headerHidden = useAutoHide(settings.fixedHeader && settings.autoHideHeader, HEADER_HEIGHT);
  const siderWidth = topMenu || device === 'mobile' ? 0 : collapsed ? SIDER_COLLAPSED : SIDER_WIDTH;

  const toggle = () =>
    device === 'mobile' ? setDrawerOpen(true) : update({ sidebarCollapsed: !settings.sidebarCollapsed });
  const menu = (inDrawer: boolean) => (
    <>
      <Logo collapsed={!inDrawer && collapsed} topMenu={false} dark={dark} />
      <SideMenu
        mode="inline"
        collapsed={!inDrawer && collapsed}
        theme={dark ? 'dark' : 'light'}
        onNavigate={inDrawer ? () => setDrawerOpen(false) : undefined}
      />
    </>
  );

  return (
    <Layout className={styles.root} data-device={device}>
      {!topMenu && device !== 'mobile' && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED}
          collapsed={collapsed}
          trigger={null}
          theme={dark ? 'dark' : 'light'}
          className={`${styles.sider} ${settings.fixedSidebar ? styles.siderFixed : ''}`}
        >
          {menu(false)}
        </Layout.Sider>
      )}
      {device === 'mobile' && (
        <Drawer
          placement="left"
          size={SIDER_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          {menu(true)}
        </Drawer>
      )}
      <Layout style={{ marginInlineStart: settings.fixedSidebar ? siderWidth : 0, transition: 'margin 0.2s' }}>
        <Layout.Header
          className={`${styles.header} ${settings.fixedHeader ? styles.headerFixed : ''} ${headerHidden ? styles.headerHidden : ''}`}
          style={{ height: HEADER_HEIGHT, lineHeight: `${HEADER_HEIGHT}px` }}
        >
          <HeaderBar
            topMenu={topMenu}
            dark={dark}
            collapsed={device === 'mobile' ? !drawerOpen : collapsed}
            onToggle={toggle}
          />
        </Layout.Header>
        <Layout.Content className={settings.contentWidth === 'fixed' && topMenu ? styles.contentFixed : styles.content}>
          <Workspace />
        </Layout.Content>
        <Layout.Footer className={styles.footer}>Copyright © 2026 {user.corpName}</Layout.Footer>
      </Layout>
      <BackToTop />
      {seal && <div className={styles.seal}>{seal}</div>}
    </Layout>
  );
}
