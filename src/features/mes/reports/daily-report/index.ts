export { DailyReportPage } from './ui/DailyReportPage';
