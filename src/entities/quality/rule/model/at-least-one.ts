import * as z from 'zod/mini';

/**
 * A list of ids the contract wants at least one of (the rule's materials, its inspectors, its receivers): the
 * contract's `minItems` said in Chinese, and its `maxItems`.
 */
export function atLeastOne(label: string, message: string, max: number) {
  return z.array(z.string()).check(z.minLength(1, message), z.maxLength(max, `${label}最多 ${max} 个`));
}
