export { LockListPage } from './ui/LockListPage';
