export { IconPicker } from './IconPicker';
