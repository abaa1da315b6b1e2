export { ChartCard } from './ChartCard';
