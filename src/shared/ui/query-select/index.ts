export { QuerySelect, type QuerySelectProps } from './QuerySelect';
export { SearchSelect, type SearchSelectProps, type SearchOption } from './SearchSelect';
