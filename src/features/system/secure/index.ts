export { SecurePage } from './ui/SecurePage';
