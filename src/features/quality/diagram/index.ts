export { DiagramPage } from './ui/DiagramPage';
