export { TagList, type TagItem } from './TagList';
