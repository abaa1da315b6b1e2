export { TenantListPage } from './ui/TenantListPage';
export { CorpListPage } from './ui/CorpListPage';
