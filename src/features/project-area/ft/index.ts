export { FtListPage } from './ui/FtListPage';
