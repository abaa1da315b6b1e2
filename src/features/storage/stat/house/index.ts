export { StatHousePage } from './ui/StatHousePage';
