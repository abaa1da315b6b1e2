export { AsnListPage } from './ui/AsnListPage';
