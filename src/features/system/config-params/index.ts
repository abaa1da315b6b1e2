export { ConfigListPage } from './ui/ConfigListPage';
