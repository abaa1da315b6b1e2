export { FlupListPage } from './ui/FlupListPage';
