export { IanNoticePage } from './ui/IanNoticePage';
