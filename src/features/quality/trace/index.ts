export { TracePage } from './ui/TracePage';
