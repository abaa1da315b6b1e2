export { IsolationListPage } from './ui/IsolationListPage';
