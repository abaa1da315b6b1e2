export { ErrorScreen } from './ErrorScreen';
export { ScreenError } from './ScreenError';
export { ErrorBoundary } from './ErrorBoundary';
