export { DingTalkPage } from './ui/DingTalkPage';
