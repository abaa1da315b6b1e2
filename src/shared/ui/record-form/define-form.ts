import type { FieldPath } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import * as zm from 'zod/mini';
import type { FactsBody, FactsField, FieldFacts } from '@/shared/api';
import { factEmpty, factRule, lineValues, linesRule } from '@/shared/lib/form-rules';
import { cellRuleProblem, type Line } from '@/shared/ui/editable-grid';
import type { FieldConfig, FieldConfigOf, FieldKind, FieldRender, LinesConfig } from './field-config';

type Defined<T> = Exclude<T, undefined>;
type Scalar<T> = Exclude<T, null | undefined>;

/** What a field's input holds for a body field: text for strings, a boolean, a number or null (empty). */
export type InputOf<T> = [Scalar<T>] extends [boolean]
  ? boolean
  : [Scalar<T>] extends [number]
    ? number | null
    : [Scalar<T>] extends [string]
      ? string
      : Defined<T>;
/** The form's values (what the inputs hold) for a body. */
export type FormValuesOf<B> = { [K in keyof B]-?: InputOf<B[K]> };
/** What the form produces: every field of the body, an empty optional one as null. */
export type FormBodyOf<B> = { [K in keyof B]-?: Defined<B[K]> };

/** One field, declared once: its label and input; required, maxLength, bounds, pattern and enum come from the facts. */
export interface FieldDeclaration<V extends Record<string, unknown>, N extends FieldPath<V>, Out> extends Omit<
  FieldConfigOf<V, N>,
  'name' | 'label' | 'kind' | 'required' | 'maxLength' | 'min' | 'max' | 'render' | 'newLine'
> {
  label: string;
  /** The input; 'custom' is a picker the modal renders (`fields({ [name]: render })`). Default from the facts. */
  kind?: FieldKind | 'custom';
  /** A rule the contract cannot say (a cross-field check, a message of its own); the facts still feed the input. */
  rule?: $ZodType<Out, V[N]>;
  /** Not an input of the modal (set by the screen); its rule still applies. */
  hidden?: boolean;
}

/** Exactly one declaration per body field: a field the body lacks, or a body field left out, is a type error. */
export type FormDeclaration<F> = {
  [K in FactsField<F>]-?: FieldDeclaration<
    FormValuesOf<FactsBody<F>>,
    K & FieldPath<FormValuesOf<FactsBody<F>>>,
    Defined<FactsBody<F>[K & keyof FactsBody<F>]>
  >;
};

export interface DefinedForm<F> {
  /** The rules: inputs in, exactly the body out; `.check(...)` adds a cross-field rule. */
  schema: z.ZodMiniType<FormBodyOf<FactsBody<F>>, FormValuesOf<FactsBody<F>>>;
  /** A new record's values. */
  empty: FormValuesOf<FactsBody<F>>;
  /** The modal's fields in declaration order, with the pickers a screen renders. */
  fields: (renders?: {
    [K in FactsField<F>]?: FieldRender<FormValuesOf<FactsBody<F>>, K & FieldPath<FormValuesOf<FactsBody<F>>>>;
  }) => FieldConfig<FormValuesOf<FactsBody<F>>>[];
}

function inputKind(facts: FieldFacts, lines: boolean): FieldKind {
  if (facts.items && lines) return 'lines';
  if (facts.enum) return 'select';
  if (facts.type === 'boolean') return 'switch';
  if (facts.type === 'integer' || facts.type === 'number') return 'number';
  return 'text';
}

/**
 * A lines field from the facts of its lines: each column gets its field's facts (its rule and required mark), a new
 * line the fields' empty inputs, and the rule checks every line the way the grid does (with the cells' titles): the
 * facts, a unit's decimals, the columns' own rules and the line rule (its warnings aside).
 */
function linesOf(label: string, fact: FieldFacts, lines: LinesConfig<Line>) {
  const items = fact.items ?? {};
  const columns = lines.columns.map((column) => ({ ...column, facts: column.facts ?? items[column.key] }));
  const titles = Object.fromEntries(columns.map((column) => [column.key, column.title]));
  const chosen = new Set(columns.filter((c) => c.kind === 'select' || c.kind === 'picker').map((c) => c.key));
  // Beyond the facts, the grid holds a cell to its unit's decimals and its column's rule: so does the save.
  const ruled = columns.filter((c) => c.rule || c.decimals);
  const lineRule = (line: Line, index: number, all: readonly Line[]) => {
    const cells = ruled.flatMap((column) => {
      const message = cellRuleProblem(column, line, all);
      return message ? [{ key: column.key, message }] : [];
    });
    const own = lines.lineRule?.(line, index, all);
    return own ? [...cells, own] : cells;
  };
  return {
    config: { ...lines, columns },
    newLine: () => ({ ...lineValues(items, {}), ...lines.newLine?.() }),
    rule: linesRule(label, fact, titles, { chosen, lineRule: lineRule as never }),
  };
}

/**
 * A record form from a write operation's generated body facts and one declaration per field:
 * `defineForm(mdHouseAddBodyFacts, { code: { label: '仓库编码' }, ... })` gives the zod schema (Chinese messages,
 * output exactly the body), the modal's fields (required and maxLength from the contract) and the empty values.
 */
export function defineForm<const F extends Record<string, FieldFacts>>(
  facts: F,
  declarations: FormDeclaration<F>,
): DefinedForm<F> {
  type Values = FormValuesOf<FactsBody<F>>;
  const entries = Object.entries(
    declarations as Record<string, FieldDeclaration<Record<string, unknown>, string, unknown>>,
  );
  const shape: Record<string, z.ZodMiniType> = {};
  const empty: Record<string, unknown> = {};
  for (const [name, declaration] of entries) {
    const fact = facts[name] ?? {};
    const kind = declaration.kind ?? inputKind(fact, declaration.lines !== undefined);
    const lines =
      kind === 'lines' && declaration.lines
        ? linesOf(declaration.label, fact, declaration.lines as LinesConfig<Line>)
        : undefined;
    shape[name] =
      (declaration.rule as z.ZodMiniType | undefined) ??
      lines?.rule ??
      factRule(declaration.label, fact, kind === 'select' || kind === 'custom' ? 'chosen' : 'typed');
    // A document that needs lines starts with one empty line, to type or paste into.
    empty[name] = lines && (fact.minItems ?? 0) > 0 ? [lines.newLine()] : factEmpty(fact);
  }
  const fields: DefinedForm<F>['fields'] = (renders = {}) =>
    entries
      .filter(([, declaration]) => !declaration.hidden)
      .map(([name, { kind, rule: _rule, hidden: _hidden, ...rest }]) => {
        const fact = facts[name] ?? {};
        const render = (renders as Record<string, unknown>)[name];
        const resolved = kind ?? inputKind(fact, rest.lines !== undefined);
        const lines =
          resolved === 'lines' && rest.lines ? linesOf(rest.label, fact, rest.lines as LinesConfig<Line>) : undefined;
        return {
          name,
          ...(resolved === 'custom' ? {} : { kind: resolved }),

          ...(fact.type !== 'boolean' && fact.required ? { required: true } : {}),
          ...(fact.maxLength !== undefined ? { maxLength: fact.maxLength } : {}),
          // No min/max/precision on the input (FieldInput): the schema checks the contract's bounds in Chinese.
          ...rest,
          ...(lines ? { lines: lines.config, newLine: lines.newLine } : {}),
          ...(render ? { render } : {}),
        } as unknown as FieldConfig<Values>;
      });
  return {
    schema: zm.object(shape) as unknown as DefinedForm<F>['schema'],
    empty: empty as Values,
    fields,
  };
}
