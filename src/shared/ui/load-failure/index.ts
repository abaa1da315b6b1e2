export { LoadFailure } from './LoadFailure';
export { QueryFailure } from './QueryFailure';
export { queryFailure } from './query-failure';
