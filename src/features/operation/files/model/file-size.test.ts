import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('fileSizeText', () => {
  it('shows a size in the largest unit it fills (product.md §5 size conversion, 2 decimals)', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(73216)).toBe('71.50 KB');
    expect(fileSizeText(1363148)).toBe('1.30 MB');
    expect(fileSizeText(1024 ** 2)).toBe('1.00 MB');
    expect(fileSizeText(2254857830)).toBe('2.10 GB');
  });

  it('shows nothing for a size it cannot know', () => {
    expect(fileSizeText(null)).toBe('');
    expect(fileSizeText(undefined)).toBe('');
    expect(fileSizeText(-1)).toBe('');
  });
});
