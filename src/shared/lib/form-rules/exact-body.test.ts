import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { exactBody } from './exact-body';

interface Body {
  code: string;
  remark?: string | null;
}

describe('exactBody', () => {
  it('takes rules whose output is exactly the body, and is the schema itself at run time', () => {
    const schema = z.object({ code: z.string(), remark: z.nullable(z.string()) });
    expect(exactBody<Body>()(schema)).toBe(schema);
  });

  // Checked by tsc (npm test's typecheck): each line fails to compile, and an unused @ts-expect-error fails too.
  it('refuses, at compile time, a form that drops an optional body field or sends one the body lacks', () => {
    // @ts-expect-error remark (optional in the body) is missing: a renamed optional field in the spec lands here.
    exactBody<Body>()(z.object({ code: z.string() }));
    // @ts-expect-error note is not a field of the body.
    exactBody<Body>()(z.object({ code: z.string(), remark: z.nullable(z.string()), note: z.string() }));
    // @ts-expect-error code must be a string.
    exactBody<Body>()(z.object({ code: z.number(), remark: z.nullable(z.string()) }));
  });
});
