export { PhaseListPage } from './ui/PhaseListPage';
