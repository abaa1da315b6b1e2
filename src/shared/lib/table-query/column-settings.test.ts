import { describe, expect, it } from 'vitest';
import { declaredSettings, mergeColumnSettings } from './column-settings';

const columns = [{ key: 'code', hideAble: false }, { key: 'name' }, { key: 'deptName', hide: true }, { key: 'remark' }];

describe('mergeColumnSettings', () => {
  it('uses the declared order and hidden defaults without a stored layout or with a broken one', () => {
    const declared = declaredSettings(columns);
    expect(declared).toEqual([
      { key: 'code', hidden: false },
      { key: 'name', hidden: false },
      { key: 'deptName', hidden: true },
      { key: 'remark', hidden: false },
    ]);
    expect(mergeColumnSettings(columns, undefined)).toEqual(declared);
    expect(mergeColumnSettings(columns, 'garbage')).toEqual(declared);
  });

  it('restores the stored order and visibility, dropping gone columns and duplicates', () => {
    const stored = [
      { key: 'remark', hidden: true },
      { key: 'gone', hidden: false },
      { key: 'name', hidden: false },
      { key: 'name', hidden: true },
      { key: 'code', hidden: false },
      { key: 'deptName', hidden: false },
      null,
    ];
    expect(mergeColumnSettings(columns, stored)).toEqual([
      { key: 'remark', hidden: true },
      { key: 'name', hidden: false },
      { key: 'code', hidden: false },
      { key: 'deptName', hidden: false },
    ]);
  });

  it('puts a new column after the one declared before it', () => {
    expect(
      mergeColumnSettings(columns, [
        { key: 'remark', hidden: false },
        { key: 'code', hidden: false },
        { key: 'deptName', hidden: false },
      ]),
    ).toEqual([
      { key: 'remark', hidden: false },
      { key: 'code', hidden: false },
      { key: 'name', hidden: false },
      { key: 'deptName', hidden: false },
    ]);
  });

  it('never hides a column that cannot be hidden', () => {
    expect(mergeColumnSettings(columns, [{ key: 'code', hidden: true }])[0]).toEqual({ key: 'code', hidden: false });
  });
});
