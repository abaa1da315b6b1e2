export { DetailDrawer, type DetailDrawerProps } from './DetailDrawer';
