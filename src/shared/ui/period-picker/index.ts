export { PeriodPicker } from './PeriodPicker';
