import * as z from 'zod/mini';
import type { FieldFacts } from '@/shared/api';
import { factEmpty, factRule } from './fact-rule';

/** A line's fields as the form holds them: an empty value as its input's empty ('' or null). */
export function lineValues(items: Readonly<Record<string, FieldFacts>>, line: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(items).map(([name, facts]) => [name, line[name] ?? factEmpty(facts)]),
  ) as Record<string, unknown>;
}

/**
 * A problem of one line that a whole-line rule finds (a date before another, a duplicate), at one of its fields; a
 * 'warning' is the grid's to show and does not refuse the lines.
 */
export interface LineIssue {
  key?: string;
  message: string;
  level?: 'warning';
}

/**
 * The rule of a document's lines from the contract's facts of each line's field (with the cells' titles, so the
 * messages are the grid's: '请输入数量', '数量不能小于 0.001'), at least `minItems` lines ('请至少添加 1 行报价明细') and at most `maxItems` ('报价明细最多 100 行'),
 * and a whole-line rule. The output is exactly the contract's lines: empty optional values as null.
 */
export function linesRule(
  label: string,
  facts: FieldFacts,
  titles: Readonly<Record<string, string>>,
  options: {
    chosen?: ReadonlySet<string>;
    lineRule?: (line: never, index: number, lines: readonly never[]) => LineIssue | readonly LineIssue[] | undefined;
  } = {},
): z.ZodMiniType {
  const items = facts.items ?? {};
  const fields = Object.keys(items);
  // Loose while checked: the whole-line rule sees what a line shows beside its fields (a material's unit and its
  // decimals); the output then keeps only the contract's fields.
  const line = z.looseObject(
    Object.fromEntries(
      Object.entries(items).map(([name, item]) => [
        name,
        factRule(titles[name] ?? name, item, options.chosen?.has(name) ? 'chosen' : 'typed'),
      ]),
    ),
  );
  const min = facts.minItems ?? 0;
  const { lineRule } = options;
  const checked = z.array(line).check(
    z.minLength(min, `请至少添加 ${min} 行${label}`),
    ...(facts.maxItems === undefined ? [] : [z.maxLength(facts.maxItems, `${label}最多 ${facts.maxItems} 行`)]),
    z.superRefine((lines, context) => {
      if (!lineRule) return;
      lines.forEach((value, index) => {
        const found = lineRule(value as never, index, lines as never[]);
        const issues = found === undefined ? [] : Array.isArray(found) ? found : [found as LineIssue];
        for (const issue of issues)
          if (issue.level !== 'warning')
            context.issues.push({
              code: 'custom',
              message: issue.message,
              path: [index, ...(issue.key ? [issue.key] : [])],
              input: value,
              // The rules across the form's fields (its `checks`) still run and say theirs.
              continue: true,
            });
      });
    }),
  );
  return z.pipe(
    checked,
    z.transform((lines: Record<string, unknown>[]) =>
      lines.map((value) => Object.fromEntries(fields.map((name) => [name, value[name]]))),
    ),
  );
}
