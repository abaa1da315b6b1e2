import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/master/material?groupId=12#top', '/master/material?groupId=12#top'],
    [encodeURIComponent('/manufacture/mfgLine?pageNo=3'), '/manufacture/mfgLine?pageNo=3'],
  ])('keeps the app path %s', (input, expected) => {
    expect(safeRedirect(input, '/welcome')).toBe(expected);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'welcome',
    '',
    null,
    '%E0%A4%A',
  ])('falls back for %s', (input) => {
    expect(safeRedirect(input, '/welcome')).toBe('/welcome');
  });
});
