export { TypedValueInput } from './TypedValueInput';
export { VALUE_TYPES, typedValueProblem, type ValueType } from './typed-value';
