import { describe, expect, it } from 'vitest';
import { accessToken } from './access-token';
import { readStored, writeStored } from './local-storage';

describe('stored values', () => {
  it('keeps the access token for 7 days and no longer', () => {
    const now = Date.UTC(2026, 10, 22, 8, 0, 0);
    writeStored('ACCESS_TOKEN', 'tok', 7 * 24 * 3600 * 1000, now);
    expect(readStored('ACCESS_TOKEN', now + 7 * 24 * 3600 * 1000 - 1)).toBe('tok');
    expect(readStored('ACCESS_TOKEN', now + 7 * 24 * 3600 * 1000)).toBeUndefined();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('treats corrupt or foreign entries as absent', () => {
    localStorage.setItem('ACCESS_TOKEN', '{not json');
    expect(accessToken.get()).toBeUndefined();
    localStorage.setItem('ACCESS_TOKEN', JSON.stringify({ value: 42, expire: null }));
    expect(accessToken.get()).toBeUndefined();
    localStorage.setItem('ACCESS_TOKEN', '"plain-string"');
    expect(accessToken.get()).toBeUndefined();
  });

  it('set, get and clear the token', () => {
    accessToken.set('abc');
    expect(accessToken.get()).toBe('abc');
    accessToken.clear();
    expect(accessToken.get()).toBeUndefined();
  });
});
