export { ServerMonitorPage } from './ui/ServerMonitorPage';
