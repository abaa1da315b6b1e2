export { CopyButton, COPY_TEXTS } from './CopyButton';
