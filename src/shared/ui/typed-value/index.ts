export { TypedValueInput } from './TypedValueInput';
export { TypedValueField } from './TypedValueField';
export { VALUE_TYPES, VALUE_TYPE_OPTIONS, typedValueCheck, typedValueProblem, type ValueType } from './typed-value';
