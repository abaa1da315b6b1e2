export { StatisticsPage } from './ui/StatisticsPage';
