export { OtherEntryListPage } from './ui/OtherEntryListPage';
