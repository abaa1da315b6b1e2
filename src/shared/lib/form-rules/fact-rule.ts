import * as z from 'zod/mini';
import type { FieldFacts } from '@/shared/api';
import {
  CODE_PATTERN,
  codeText,
  optionalChoice,
  optionalNumber,
  optionalPattern,
  optionalText,
  requiredChoice,
  requiredNumber,
  requiredPattern,
  requiredText,
} from './rules';

/** How the field is filled: typed in, or chosen (select, tree select, picker: the value comes from the server). */
export type FactInput = 'typed' | 'chosen';

/** Mandatory: the body needs a value (required and not nullable); an optional field is sent as null when empty. */
export const isMandatory = (facts: FieldFacts) => facts.required === true && facts.nullable !== true;

/**
 * The zod rule the contract's facts give a field, with the form's Chinese messages: texts trimmed and bounded,
 * codes to CODE_PATTERN, other patterns '{label}格式不正确', enums as choices, numbers with their bounds.
 */
export function factRule(
  label: string,
  facts: FieldFacts,
  input: FactInput = facts.enum ? 'chosen' : 'typed',
): z.ZodMiniType {
  const mandatory = isMandatory(facts);
  switch (facts.type) {
    case 'boolean':
      return z.boolean();
    case 'integer':
    case 'number': {
      const bounds = { min: facts.minimum, max: facts.maximum, integer: facts.type === 'integer' };
      return mandatory ? requiredNumber(label, bounds) : optionalNumber(label, bounds);
    }
    case 'array':
      return arrayRule(label, facts);
    default:
      break;
  }
  if (input === 'chosen') {
    const values = facts.enum?.map(String);
    if (mandatory)
      return values ? z.pipe(requiredChoice(label), z.enum(values, `请选择${label}`)) : requiredChoice(label);
    return values ? z.pipe(optionalChoice(), z.nullable(z.enum(values, `请选择${label}`))) : optionalChoice();
  }
  const max = facts.maxLength ?? Number.POSITIVE_INFINITY;
  if (facts.pattern === CODE_PATTERN.source && mandatory) return codeText(label, max);
  if (facts.pattern) {
    const pattern = new RegExp(facts.pattern);
    return mandatory ? requiredPattern(label, max, pattern) : optionalPattern(label, max, pattern);
  }
  return mandatory ? requiredText(label, max) : optionalText(label, max);
}

/**
 * A list field: ids (strings), or objects with their own facts (a line's attached files: id, name, address), each
 * checked by its facts; at most `maxItems` of them.
 */
function arrayRule(label: string, facts: FieldFacts): z.ZodMiniType {
  const element = facts.items
    ? z.object(Object.fromEntries(Object.entries(facts.items).map(([name, item]) => [name, factRule(name, item)])))
    : z.string();
  const list = z.array(element);
  return facts.maxItems === undefined
    ? list
    : list.check(z.maxLength(facts.maxItems, `${label}最多 ${facts.maxItems} 个`));
}

/** What an empty form holds for the field: '' for texts and choices, null for numbers, false, or []. */
export function factEmpty(facts: FieldFacts): string | number | boolean | null | string[] {
  if (facts.type === 'boolean') return false;
  if (facts.type === 'integer' || facts.type === 'number') return null;
  if (facts.type === 'array') return [];
  return '';
}
