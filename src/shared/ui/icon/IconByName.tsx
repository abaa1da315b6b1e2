import { AppstoreOutlined } from '@ant-design/icons';
import { MENU_ICONS } from './menu-icons';

/** An icon named by a string from the server (menus, products); unknown names fall back to a neutral icon. */
export function IconByName({ name }: { name: string | null | undefined }) {
  const Icon = (name && Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name] : undefined) ?? AppstoreOutlined;
  return <Icon />;
}
