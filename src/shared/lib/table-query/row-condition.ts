/** product.md §4.1 row-action visibility: a row field compared with a value; several conditions must all pass. */
export type RowConditionOp = 'eq' | 'in' | 'gt' | 'ge' | 'lt' | 'le' | 'Null' | 'NotNull' | 'notHasProperty';

export interface RowCondition<Row> {
  field: Extract<keyof Row, string>;
  op: RowConditionOp;
  value?: unknown;
}

const isNullish = (value: unknown) => value === null || value === undefined || value === '';

/** Numbers and numeric strings compare as numbers (status 0 and '0' are the same state), other values as text. */
function compare(a: unknown, b: unknown): number | undefined {
  if (isNullish(a) || isNullish(b)) return undefined;
  const x = Number(a);
  const y = Number(b);
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return String(a).localeCompare(String(b));
}

function same(a: unknown, b: unknown): boolean {
  return compare(a, b) === 0 || (isNullish(a) && isNullish(b));
}

export function rowConditionPasses<Row extends object>(row: Row, { field, op, value }: RowCondition<Row>): boolean {
  const actual: unknown = (row as Record<string, unknown>)[field];
  const order = compare(actual, value);
  switch (op) {
    case 'eq':
      return same(actual, value);
    case 'in':
      return Array.isArray(value) && value.some((v) => same(actual, v));
    case 'gt':
      return order !== undefined && order > 0;
    case 'ge':
      return order !== undefined && order >= 0;
    case 'lt':
      return order !== undefined && order < 0;
    case 'le':
      return order !== undefined && order <= 0;
    case 'Null':
      return isNullish(actual);
    case 'NotNull':
      return !isNullish(actual);
    case 'notHasProperty':
      return !(field in row);
  }
}

/** A row action's `when` as a list: none, one, or several conditions. */
export function rowConditionList<Row>(
  when: RowCondition<Row> | readonly RowCondition<Row>[] | undefined,
): readonly RowCondition<Row>[] {
  return when === undefined ? [] : Array.isArray(when) ? when : [when as RowCondition<Row>];
}

export function rowConditionsPass<Row extends object>(
  row: Row,
  when: RowCondition<Row> | readonly RowCondition<Row>[] | undefined,
): boolean {
  return rowConditionList(when).every((condition) => rowConditionPasses(row, condition));
}
