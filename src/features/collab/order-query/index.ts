export { CollabOrderQueryPage } from './ui/CollabOrderQueryPage';
