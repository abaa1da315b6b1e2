export { CollabOrderManagePage } from './ui/CollabOrderManagePage';
