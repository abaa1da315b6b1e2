import { LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '@/features/auth/logout';
import { HOME_PATH } from '@/shared/config';
import { DEVELOPMENT_HOME } from '../../routes/product-choice';
import { useShell } from '../../shell/shell-context';
import styles from './BasicLayout.module.css';

/**
 * The user dropdown (product.md §2.4): personal centre, personal settings (hidden for adminType 2), switch module, logout.
 * The 'project' module lands on the NPD workbench (the route pmWorkbenchMine when the server sends it).
 */
export function UserMenu() {
  const { user, routes } = useShell();
  const navigate = useNavigate();
  const logout = useLogout();
  const moduleHome = (code: string) => {
    if (code !== 'project') return HOME_PATH;
    return [...routes.values()].find((route) => route.name === 'pmWorkbenchMine')?.path ?? DEVELOPMENT_HOME;
  };
  const items: MenuProps['items'] = [
    { key: '/account/center', icon: <UserOutlined />, label: '个人中心' },
    ...(user.adminType === 2 ? [] : [{ key: '/account/settings', icon: <SettingOutlined />, label: '个人设置' }]),
    {
      key: 'modules',
      icon: <SwapOutlined />,
      label: '切换模块',
      children: user.modules.map((m) => ({ key: `module:${m.code}`, label: m.name, disabled: m.active })),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout();
    else if (key.startsWith('module:')) void navigate(moduleHome(key.slice('module:'.length)));
    else void navigate(key);
  };
  const displayName = user.nickname || user.name;
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight">
      {/* The name says what the button opens and contains the text it shows (WCAG 2.5.3). */}
      <button type="button" className={styles.user} aria-label={`用户菜单：${displayName}`}>
        <Avatar size="small" src={user.avatar ?? undefined} icon={<UserOutlined />} alt="" />
        <span className={styles.userName}>{displayName}</span>
      </button>
    </Dropdown>
  );
}
