export { Chart, type ChartProps } from './Chart';
export type { ChartOption, ChartItemClick } from './chart-option';
