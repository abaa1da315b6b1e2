export { ColorInput, type ColorInputProps } from './ColorInput';
