import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { factRule } from './fact-rule';

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('factRule of a list', () => {
  it('takes ids as strings', () => {
    const ids = factRule('供应商', { type: 'array' });
    expect(z.parse(ids, ['1716352000000460002'])).toEqual(['1716352000000460002']);
    expect(messages(ids, [7])).toHaveLength(1);
  });

  // A standard line's 作业指导书 (QmFile): objects with their own facts, at most 3.
  const files = factRule('作业指导书', {
    type: 'array',
    maxItems: 3,
    items: {
      fileId: { required: true, type: 'string', pattern: '^[0-9]{1,20}$' },
      fileName: { required: true, type: 'string', maxLength: 128 },
      url: { required: true, type: 'string', maxLength: 500 },
    },
  });
  const file = { fileId: '1716352000000549001', fileName: 'WI-IQC-012.pdf', url: '/files/qmStandard/WI-IQC-012.pdf' };

  it('takes objects by their facts, keeping only their fields', () => {
    expect(z.parse(files, [{ ...file, uid: 'rc-upload-1' }])).toEqual([file]);
    expect(messages(files, [{ ...file, fileId: 'abc' }])).toEqual(['fileId格式不正确']);
  });
  it('refuses more than maxItems, naming the field', () => {
    expect(messages(files, [file, file, file])).toEqual([]);
    expect(messages(files, [file, file, file, file])).toEqual(['作业指导书最多 3 个']);
  });
});
