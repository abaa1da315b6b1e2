import { describe, expect, it } from 'vitest';
import { gigabytes, loadColor } from './server-charts';

describe('server figures', () => {
  it('shows bytes as gigabytes with one decimal, the unit once', () => {
    expect(gigabytes(44_066_836_234)).toBe('41.0 GB');
  });

  it('colours a load green, amber from 70 %, red from 90 %', () => {
    expect([loadColor(34.1), loadColor(70), loadColor(92)]).toEqual(['#389e0d', '#d46b08', '#cf1322']);
  });
});
