import { createElement } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import { CUSTOM_ICON_NAMES } from './icon-tabs';
import { MENU_ICONS } from './menu-icons';

/** The component of a curated icon name or a custom alias (product.md §2.6 custom icons), if there is one. */
export function iconOf(name: string | null | undefined) {
  if (!name) return undefined;
  const real = Object.hasOwn(CUSTOM_ICON_NAMES, name) ? CUSTOM_ICON_NAMES[name]?.icon : name;
  return real && Object.hasOwn(MENU_ICONS, real) ? MENU_ICONS[real] : undefined;
}

/** An icon named by a string from the server (menus, products); unknown names fall back to a neutral icon. */
export function IconByName({ name }: { name: string | null | undefined }) {
  // A lookup of a module-level component, not a component made here.
  return createElement(iconOf(name) ?? AppstoreOutlined);
}
