import type * as z from 'zod/mini';

/** True when A and B have the same keys (optional ones included) and A fits B: no field more, none less. */
export type Exact<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? [A] extends [B]
    ? true
    : false
  : false;

/** What a schema whose output is not exactly the body becomes: a type no schema is, named so tsc says why. */
interface NotTheContractBody {
  表单输出必须与接口请求体字段完全一致: never;
}

/**
 * A form's rules whose output is exactly the generated request body: a field the body lacks, or a body field the
 * form leaves out (an optional one renamed or removed in the spec), is a compile error here, where `satisfies`
 * would only check that the output fits.
 */
export function exactBody<Body>() {
  return <S extends z.ZodMiniType>(
    schema: S & (Exact<z.output<S>, Body> extends true ? unknown : NotTheContractBody),
  ): S => schema;
}
