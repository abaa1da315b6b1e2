export { usePageTitle, pageTitle } from './page-title';
