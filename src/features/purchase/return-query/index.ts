export { ReturnQueryPage } from './ui/ReturnQueryPage';
