export { RewWarningPage } from './ui/RewWarningPage';
