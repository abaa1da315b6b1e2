export { pageReload } from './page-reload';
export { saveFile } from './save-file';
