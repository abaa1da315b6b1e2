export { TaskRequestApprovePage } from './ui/TaskRequestApprovePage';
