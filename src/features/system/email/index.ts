export { EmailPage } from './ui/EmailPage';
