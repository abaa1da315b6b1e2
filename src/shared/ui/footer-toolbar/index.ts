export { FooterToolbar } from './FooterToolbar';
