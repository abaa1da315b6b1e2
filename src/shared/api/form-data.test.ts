import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData (product.md §7 multipart)', () => {
  it('sends arrays as key[], objects as JSON, files as file parts and skips empty fields', async () => {
    const file = new File(['a,b'], '物料.csv', { type: 'text/csv' });
    const form = toFormData({
      enterpriseId: '1001',
      ids: ['1', '2'],
      param: { groupId: '-1', status: [0, 1] },
      count: 0,
      enabled: false,
      file,
      remark: undefined,
      note: null,
    });
    expect(form.get('enterpriseId')).toBe('1001');
    expect(form.getAll('ids[]')).toEqual(['1', '2']);
    expect(form.has('ids')).toBe(false);
    expect(form.get('param')).toBe('{"groupId":"-1","status":[0,1]}');
    expect(form.get('count')).toBe('0');
    expect(form.get('enabled')).toBe('false');
    const part = form.get('file');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('物料.csv');
    expect(await (part as File).text()).toBe('a,b');
    expect(form.has('remark')).toBe(false);
    expect(form.has('note')).toBe(false);
  });
});
