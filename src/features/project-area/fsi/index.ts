export { FsiPage } from './ui/FsiPage';
