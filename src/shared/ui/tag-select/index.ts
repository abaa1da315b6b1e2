export { TagSelect } from './TagSelect';
