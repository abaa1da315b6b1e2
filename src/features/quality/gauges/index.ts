export { GaugeListPage } from './ui/GaugeListPage';
