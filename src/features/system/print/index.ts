export { PrintPage } from './ui/PrintPage';
