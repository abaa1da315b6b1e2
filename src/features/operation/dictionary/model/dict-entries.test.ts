import { describe, expect, it } from 'vitest';
import { dictEntriesRules, dictEntryRows, hex6, isBadgePreset, newDictEntry } from './dict-entries';

const row = (over: Record<string, unknown> = {}) => ({
  code: 'RAW',
  name: '原材料',
  badge: 'processing',
  sort: 10,
  remark: '',
  ...over,
});

function issues(entries: unknown[]) {
  const result = dictEntriesRules.safeParse(entries);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: ['entries', ...issue.path].join('.'), message: issue.message }));
}

describe('dictionary entries rules', () => {
  it('refuses a code used twice in the type, on the second row', () => {
    expect(issues([row(), row({ name: '外购件' })])).toEqual([{ path: 'entries.1.code', message: '编码“RAW”重复' }]);
  });

  it('accepts the five presets and colours, refuses anything else as a badge', () => {
    for (const badge of [
      'success',
      'error',
      'default',
      'processing',
      'warning',
      '#722ed1',
      '#f50',
      'orange',
      'rgb(114, 46, 209)',
      null,
      '',
    ]) {
      expect(issues([row({ badge })])).toEqual([]);
    }
    expect(issues([row({ badge: 'url(javascript:1)' })])).toEqual([
      { path: 'entries.0.badge', message: '徽标须为预设状态或颜色（如 #722ed1）' },
    ]);
  });

  it('says what is missing or malformed in Chinese', () => {
    expect(issues([row({ code: 'RAW 01', name: ' ', sort: 10000 })])).toEqual([
      { path: 'entries.0.code', message: '编码只能包含字母、数字和 _ # . -' },
      { path: 'entries.0.name', message: '请输入名称' },
      { path: 'entries.0.sort', message: '排序不能大于 9999' },
    ]);
  });

  it('sends trimmed entries, an empty badge and remark as null', () => {
    expect(dictEntriesRules.parse([row({ code: ' RAW ', badge: '', remark: ' ' })])).toEqual([
      { code: 'RAW', name: '原材料', badge: null, sort: 10, remark: null },
    ]);
  });

  it('starts from the saved entries in their order and adds a new one after the last', () => {
    const rows = dictEntryRows([
      { id: '2', code: 'FIN', name: '成品', badge: 'success', sort: 30, status: 0 },
      { id: '1', code: 'RAW', name: '原材料', badge: null, remark: '外购', sort: 10, status: 0 },
    ]);
    expect(rows.map((entry) => entry.code)).toEqual(['RAW', 'FIN']);
    expect(rows[0]).toEqual({ code: 'RAW', name: '原材料', badge: null, sort: 10, remark: '外购' });
    expect(newDictEntry(rows)).toEqual({ code: '', name: '', badge: 'default', sort: 40, remark: '' });
    expect(isBadgePreset('processing')).toBe(true);
    expect(isBadgePreset('#722ed1')).toBe(false);
  });

  it('gives the colour input a colour it can show, and nothing for one it cannot', () => {
    expect(['#722ed1', '#F50', 'orange', 'rgb(1,2,3)'].map(hex6)).toEqual(['#722ed1', '#FF5500', undefined, undefined]);
  });
});
