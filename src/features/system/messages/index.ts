export { MessagePage } from './ui/MessagePage';
