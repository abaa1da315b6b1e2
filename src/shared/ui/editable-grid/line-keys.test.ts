import { describe, expect, it } from 'vitest';
import { inheritCopies, lineKey } from './line-keys';

describe('inheritCopies', () => {
  it('gives a copy of a line the key of the line it copies, place by place', () => {
    const given = [
      { code: 'RM-01', qty: 5 },
      { code: 'RM-02', qty: 6, picked: { id: '7' } },
    ];
    const copies = given.map((line) => structuredClone(line));
    inheritCopies(given, copies);
    expect(copies.map(lineKey)).toEqual(given.map(lineKey));
  });

  it("keeps another record's lines apart, even at the same places", () => {
    const given = [{ code: 'RM-01', qty: 5 }];
    const other = [{ code: 'RM-09', qty: 5 }];
    inheritCopies(given, other);
    expect(lineKey(other[0] ?? {})).not.toBe(lineKey(given[0] ?? {}));
  });
});
