import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { FtList } from './FtListPage';

const ftForm = declaredForm(FtList);
const ftSchema = ftForm.schema;
const emptyFt = (projId: string) => ({ ...ftForm.empty, projId, ftState: 'PLAN' });

const PROJECT = '1716352000006000001';
const valid = {
  ...emptyFt(PROJECT),
  ftCode: 'FT-750-009',
  ftName: '风扇支架冲压模',
  ftType: 'MOLD',
  cost: 68000,
  planDate: '2027-01-15',
};
const messages = (values: object) => {
  const result = ftSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the F&T form rules', () => {
  it('asks for code, name, type, cost and plan date', () => {
    const result = ftSchema.safeParse(emptyFt(PROJECT));
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['ftCode', 'ftName', 'ftType', 'cost', 'planDate']));
  });

  it('refuses a negative cost and an accepted item without its completion date', () => {
    expect(messages({ cost: -1 })).toHaveLength(1);
    expect(messages({ ftState: 'ACCEPTED' })).toEqual(['actualDate: 已验收时请填写实际完成日期']);
  });

  it('sends exactly the body', () => {
    expect(ftSchema.parse(valid)).toEqual({
      projId: PROJECT,
      ftCode: 'FT-750-009',
      ftName: '风扇支架冲压模',
      ftType: 'MOLD',
      supplierName: null,
      cost: 68000,
      planDate: '2027-01-15',
      actualDate: null,
      ftState: 'PLAN',
    });
  });
});
