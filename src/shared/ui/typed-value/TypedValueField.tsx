import { useWatch } from 'react-hook-form';
import { TypedValueInput, type TypedValueInputProps } from './TypedValueInput';

/** A typed value's input in a form with a `valueType` field beside it (a constant, a parameter): follows that type. */
export function TypedValueField(props: Omit<TypedValueInputProps, 'type'>) {
  const type = useWatch<{ valueType: string }, 'valueType'>({ name: 'valueType' });
  return <TypedValueInput {...props} type={type} />;
}
