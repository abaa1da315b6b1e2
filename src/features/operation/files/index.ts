export { FileListPage } from './ui/FileListPage';
