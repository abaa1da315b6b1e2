export { IconPicker } from './IconPicker';
export { IconPickerField } from './IconPickerField';
