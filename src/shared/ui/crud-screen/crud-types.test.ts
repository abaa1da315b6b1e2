import { describe, expect, it } from 'vitest';
import type { ConditionKey } from './crud-types';

type DefectQuery = { pageNo?: number; defectNo?: string; findTimeFrom?: string; findTimeTo?: string };

describe('a declared condition key', () => {
  it('is a field of the query, or the base of a range the query sends as {base}From/{base}To', () => {
    const keys: ConditionKey<DefectQuery>[] = ['defectNo', 'findTime', 'findTimeFrom'];
    // @ts-expect-error neither a field of the query nor a range's base
    const wrong: ConditionKey<DefectQuery> = 'foundTime';
    expect([...keys, wrong]).toHaveLength(4);
  });
});
