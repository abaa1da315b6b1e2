export { LoadFailure } from './LoadFailure';
export { queryFailure } from './query-failure';
