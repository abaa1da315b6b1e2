export { LineSelector, type LineSelectorProps, type ProductionLine } from './ui/LineSelector';
