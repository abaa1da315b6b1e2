export { RioListPage } from './ui/RioListPage';
