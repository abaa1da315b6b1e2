export { IconByName, iconOf } from './IconByName';
export { MENU_ICONS } from './menu-icons';
export { ICON_TABS, CUSTOM_ICON_NAMES } from './icon-tabs';
