import { describe, expect, it } from 'vitest';
import {
  dictBadge,
  dictEntry,
  dictName,
  dictOptions,
  dictValueList,
  isDictTree,
  type DictTree,
} from './dictionary-tree';

const tree: DictTree = [
  {
    id: '1',
    code: 'material_type',
    name: '物料类型',
    children: [
      { id: '11', code: 'RAW', name: '原材料', badge: 'processing' },
      { id: '12', code: 'AUX', name: '辅料', badge: '#722ed1' },
      { id: '13', code: 'PKG', name: '包装材料', badge: null },
    ],
  },
  {
    id: '2',
    code: 'common_status',
    name: '通用状态',
    children: [{ id: '21', code: '0', name: '启用', badge: 'success' }],
  },
  { id: '3', code: 'empty_type', name: '空字典' },
];

describe('dictName', () => {
  it('names a listed value, numbers included', () => {
    expect(dictName(tree, 'material_type', 'RAW')).toBe('原材料');
    expect(dictName(tree, 'common_status', 0)).toBe('启用');
  });

  it('gives the product.md §8 texts without a dictionary or for an unknown type', () => {
    expect(dictName(undefined, 'material_type', 'RAW')).toBe('需重新登录');
    expect(dictName(tree, 'no_such_type', 'RAW')).toBe('无此字典');
  });

  it('shows an unlisted value as it is, and nothing for no value', () => {
    expect(dictName(tree, 'material_type', 'XYZ')).toBe('XYZ');
    expect(dictName(tree, 'empty_type', 'A')).toBe('A');
    expect(dictName(tree, 'material_type', null)).toBe('');
    expect(dictName(tree, 'material_type', '')).toBe('');
  });
});

describe('dictBadge', () => {
  it("uses the entry's preset status or colour, 'default' without one", () => {
    expect(dictBadge(tree, 'material_type', 'RAW')).toEqual({ name: '原材料', status: 'processing' });
    expect(dictBadge(tree, 'material_type', 'AUX')).toEqual({ name: '辅料', color: '#722ed1' });
    expect(dictBadge(tree, 'material_type', 'PKG')).toEqual({ name: '包装材料', status: 'default' });
  });

  it('falls back to the product.md §8 names', () => {
    expect(dictBadge(tree, 'material_type', 'XYZ')).toEqual({ name: '未知字典', status: 'default' });
    expect(dictBadge(tree, 'no_such_type', 'RAW')).toEqual({ name: '无此字典', status: 'default' });
    expect(dictBadge(undefined, 'material_type', 'RAW')).toEqual({ name: '需重新登录', status: 'default' });
  });

  it('has no badge for no value', () => {
    expect(dictBadge(tree, 'material_type', undefined)).toBeNull();
  });
});

describe('dictOptions and dictEntry', () => {
  it('lists the options of a type in order', () => {
    expect(dictOptions(tree, 'material_type')).toEqual([
      { label: '原材料', value: 'RAW' },
      { label: '辅料', value: 'AUX' },
      { label: '包装材料', value: 'PKG' },
    ]);
  });

  it('has no options for a missing type, a type without entries or no dictionary', () => {
    expect(dictOptions(tree, 'no_such_type')).toEqual([]);
    expect(dictOptions(tree, 'empty_type')).toEqual([]);
    expect(dictOptions(undefined, 'material_type')).toEqual([]);
  });

  it('finds the entry of a value', () => {
    expect(dictEntry(tree, 'material_type', 'AUX')?.name).toBe('辅料');
    expect(dictEntry(tree, 'material_type', 'XYZ')).toBeUndefined();
    expect(dictEntry(undefined, 'material_type', 'AUX')).toBeUndefined();
  });
});

describe('dictValueList', () => {
  it('splits comma-joined values and drops empty ones', () => {
    expect(dictValueList('RAW, AUX,,PKG')).toEqual(['RAW', 'AUX', 'PKG']);
    expect(dictValueList(['RAW', 0, null, '', undefined])).toEqual(['RAW', '0']);
    expect(dictValueList(null)).toEqual([]);
  });
});

describe('isDictTree', () => {
  it('accepts a well-formed tree only', () => {
    expect(isDictTree(tree)).toBe(true);
    expect(isDictTree([])).toBe(true);
    expect(isDictTree({ code: 'x' })).toBe(false);
    expect(isDictTree([{ code: 'x' }])).toBe(false);
    expect(isDictTree([{ code: 'x', name: 'X', children: [{ code: 1, name: 'bad' }] }])).toBe(false);
  });
});
