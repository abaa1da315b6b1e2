export { IconByName } from './IconByName';
export { MENU_ICONS } from './menu-icons';
