export { WipTaskPage } from './ui/WipTaskPage';
