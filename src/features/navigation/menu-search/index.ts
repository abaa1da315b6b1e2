export { MenuSearchButton } from './ui/MenuSearchButton';
export type { MenuScreen } from './model/menu-index';
