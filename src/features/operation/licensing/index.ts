export { ModuleListPage } from './ui/ModuleListPage';
export { LicenceListPage } from './ui/LicenceListPage';
