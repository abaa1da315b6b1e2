export { TaskSelect, taskLabel, type TaskOption, type TaskSelectProps } from './ui/TaskSelect';
