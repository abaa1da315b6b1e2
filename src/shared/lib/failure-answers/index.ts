export { FAILURE_ANSWERS } from './failure-answers';
export { itSaysFailuresInPlace } from './failures-in-place';
