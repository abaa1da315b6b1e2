export { useLazyOpen } from './use-lazy-open';
