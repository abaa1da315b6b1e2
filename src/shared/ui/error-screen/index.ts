export { ErrorScreen } from './ErrorScreen';
