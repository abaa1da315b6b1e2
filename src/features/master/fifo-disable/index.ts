export { FifoListPage } from './ui/FifoListPage';
