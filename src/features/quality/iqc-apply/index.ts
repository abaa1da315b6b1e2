export { IqcApplyListPage } from './ui/IqcApplyListPage';
