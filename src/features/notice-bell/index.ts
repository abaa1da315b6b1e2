export { NoticeBell } from './ui/NoticeBell';
