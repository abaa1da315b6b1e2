export { OtherIssuePage } from './ui/OtherIssuePage';
