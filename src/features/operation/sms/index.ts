export { SmsConfigPage } from './ui/SmsConfigPage';
