export { DowntimePage } from './ui/DowntimePage';
