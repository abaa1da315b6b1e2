export { AccountCenterPage } from './ui/AccountCenterPage';
