export { MfgReturnListPage } from './ui/MfgReturnListPage';
