export { PdaVersionListPage, HmiVersionListPage } from './ui/VersionListPage';
