export { OverviewPage } from './ui/OverviewPage';
