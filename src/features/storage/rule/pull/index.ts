export { PullRulePage } from './ui/PullRulePage';
