import { describe, expect, it } from 'vitest';
import { goBack, recordVisit } from './navigation-history';

const visitAll = (paths: string[]) => paths.reduce<string[]>((entries, path) => recordVisit(entries, path), []);

describe('recordVisit (product.md §2.2, §4.6)', () => {
  it('appends new paths and ignores a repeat of the last one', () => {
    expect(visitAll(['/a', '/b', '/b', '/a'])).toEqual(['/a', '/b', '/a']);
  });

  it('never records the login, register, forget and welcome pages', () => {
    expect(visitAll(['/login', '/register/create', '/forget', '/welcome', '/a', '/loginx'])).toEqual(['/a', '/loginx']);
  });

  it('replaces the last entry when only a query changed, but not when an id-type parameter changed', () => {
    expect(visitAll(['/list', '/list?pageNo=2', '/list?pageNo=3'])).toEqual(['/list?pageNo=3']);
    expect(visitAll(['/detail?id=1', '/detail?id=2'])).toEqual(['/detail?id=1', '/detail?id=2']);
    expect(visitAll(['/detail?projId=1&tab=a', '/detail?projId=1&tab=b'])).toEqual(['/detail?projId=1&tab=b']);
  });

  it('keeps the last 20 entries (the original discarded everything past the cap)', () => {
    const entries = visitAll(Array.from({ length: 25 }, (_, i) => `/p${i}`));
    expect(entries).toHaveLength(20);
    expect(entries[0]).toBe('/p5');
    expect(entries.at(-1)).toBe('/p24');
  });
});

describe('goBack', () => {
  it('goes to the second-to-last entry and drops the last two', () => {
    expect(goBack(['/a', '/b', '/c'])).toEqual({ target: '/b', rest: ['/a'] });
  });

  it('leaves the default back action with one entry or none', () => {
    expect(goBack(['/a'])).toBeUndefined();
    expect(goBack([])).toBeUndefined();
  });
});
