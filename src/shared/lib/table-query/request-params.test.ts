import { describe, expect, it } from 'vitest';
import { conditionParams, toRequestParams } from './request-params';

describe('conditionParams', () => {
  it('sends a scalar under its field name, trimmed', () => {
    expect(conditionParams('name', ' 总装 ')).toEqual({ name: '总装' });
    expect(conditionParams('qty', 12)).toEqual({ qty: 12 });
  });
  it('counts zero as a value and drops empty ones', () => {
    expect(conditionParams('status', 0)).toEqual({ status: 0 });
    expect(conditionParams('status', '0')).toEqual({ status: '0' });
    expect(conditionParams('name', '  ')).toEqual({});
    expect(conditionParams('qty', Number.NaN)).toEqual({});
  });
  it('joins several values with commas, without the empty ones', () => {
    expect(conditionParams('status', ['0', 1, ''])).toEqual({ status: '0,1' });
    expect(conditionParams('status', [])).toEqual({});
  });
  it('sends ranges as {key}From/{key}To, one side alone when only one is filled', () => {
    expect(conditionParams('createTime', { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      createTimeFrom: '2026-01-01',
      createTimeTo: '2026-01-31',
    });
    expect(conditionParams('qty', { from: 0 })).toEqual({ qtyFrom: 0 });
    expect(conditionParams('qty', { to: 100 })).toEqual({ qtyTo: 100 });
    expect(conditionParams('qty', { from: '', to: undefined })).toEqual({});
  });
});

describe('toRequestParams', () => {
  it('merges default, extended, injected params and conditions, the later winning, then sort and page', () => {
    expect(
      toRequestParams({
        defaultParams: { status: '0', type: 'A', empty: '' },
        extendedParams: { groupId: 'G1', type: 'B' },
        injectedParams: { materialId: 'M1' },
        conditions: [
          { key: 'status', type: 'select', value: ['0', '1'], text: '启用,停用' },
          { key: 'qty', type: 'numberRange', value: { from: 5 }, text: '≥ 5' },
        ],
        sort: { field: 'code', order: 'descend' },
        page: { pageNo: 3, pageSize: 20 },
      }),
    ).toEqual({
      status: '0,1',
      type: 'B',
      groupId: 'G1',
      materialId: 'M1',
      qtyFrom: 5,
      sortField: 'code',
      sortOrder: 'descend',
      pageNo: 3,
      pageSize: 20,
    });
  });
  it('sends nothing extra for a plain unpaged list', () => {
    expect(toRequestParams({})).toEqual({});
    expect(toRequestParams({ defaultParams: { a: null, b: undefined } })).toEqual({});
  });
});
