export { LineBenchPage } from './ui/LineBenchPage';
