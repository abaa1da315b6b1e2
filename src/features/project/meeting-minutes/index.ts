export { MeetingListPage } from './ui/MeetingListPage';
