export { TimerListPage } from './ui/TimerListPage';
