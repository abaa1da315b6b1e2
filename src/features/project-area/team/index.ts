export { MemberListPage } from './ui/MemberListPage';
