export { FAILURE_ANSWERS } from './failure-answers';
