export { QuerySelect, type QuerySelectProps } from './QuerySelect';
