import { describe, expect, it } from 'vitest';
import type { SearchCondition } from './search-condition';
import { defaultConditions, stateFromUrl } from './url-state';

const conditions: SearchCondition[] = [
  { key: 'name', title: '产线名称', type: 'input' },
  {
    key: 'status',
    title: '状态',
    type: 'select',
    options: [
      { title: '启用', value: '0' },
      { title: '停用', value: '1' },
    ],
  },
  { key: 'qty', title: '数量', type: 'number', defaultValue: 0, defaultText: '0' },
];

describe('stateFromUrl', () => {
  it('prefills page, size and declared conditions, with option titles as text', () => {
    expect(stateFromUrl(new URLSearchParams('pageNo=2&pageSize=20&name=总装&status=1&other=x'), conditions)).toEqual({
      pageNo: 2,
      pageSize: 20,
      conditions: [
        { key: 'name', type: 'input', value: '总装', text: '总装' },
        { key: 'status', type: 'select', value: '1', text: '停用' },
      ],
    });
  });

  it('ignores malformed values instead of failing', () => {
    expect(stateFromUrl(new URLSearchParams('pageNo=-1&pageSize=33&qty=abc&name=%20'), conditions)).toEqual({
      pageNo: undefined,
      pageSize: undefined,
    });
    expect(stateFromUrl(new URLSearchParams('pageNo=1.5&pageSize=x'), conditions)).toEqual({
      pageNo: undefined,
      pageSize: undefined,
    });
  });

  it('prefers the route param pageNo', () => {
    expect(stateFromUrl(new URLSearchParams('pageNo=2'), conditions, '4').pageNo).toBe(4);
  });
});

describe('defaultConditions', () => {
  it('turns declared default values (zero included) into conditions', () => {
    expect(defaultConditions(conditions)).toEqual([{ key: 'qty', type: 'number', value: 0, text: '0' }]);
  });
});
