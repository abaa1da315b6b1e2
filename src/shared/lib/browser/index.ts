export { pageReload } from './page-reload';
