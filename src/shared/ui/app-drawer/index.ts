export { AppDrawer } from './AppDrawer';
