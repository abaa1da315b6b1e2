export { StatSummaryPage } from './ui/StatSummaryPage';
