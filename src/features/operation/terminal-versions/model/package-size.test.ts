import { describe, expect, it } from 'vitest';
import { packageSize } from './package-size';

describe('packageSize (product.md §5 size conversion)', () => {
  it('shows a package of a megabyte or more in MB, a smaller one in KB, with two decimals', () => {
    expect(packageSize(48_152_371)).toBe('45.92 MB');
    expect(packageSize(1024 * 1024)).toBe('1.00 MB');
    expect(packageSize(912_384)).toBe('891.00 KB');
    expect(packageSize(0)).toBe('0.00 KB');
  });
});
