export { WarnListPage } from './ui/WarnListPage';
