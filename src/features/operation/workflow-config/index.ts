export { DtProcListPage } from './ui/DtProcListPage';
export { OpDtProcListPage } from './ui/OpDtProcListPage';
