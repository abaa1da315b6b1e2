export { ResultTable } from './ResultTable';
