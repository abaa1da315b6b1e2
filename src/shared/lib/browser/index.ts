export { captureFocus } from './focus-return';
export { pageReload } from './page-reload';
export { saveFile } from './save-file';
export { prefersReducedMotion, usePrefersReducedMotion } from './reduced-motion';
