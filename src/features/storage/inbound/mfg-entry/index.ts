export { MfgEntryListPage } from './ui/MfgEntryListPage';
