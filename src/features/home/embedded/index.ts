export { EmbeddedPage } from './ui/EmbeddedPage';
