import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { TrwList } from './TrwListPage';

const trwForm = declaredForm(TrwList);
const trwSchema = trwForm.schema;
const emptyTrw = (projId: string) => ({ ...trwForm.empty, projId });

const PROJECT = '1716352000006000001';
const valid = {
  ...emptyTrw(PROJECT),
  gateCode: 'P3',
  reviewDate: '2026-12-18',
  chairId: '1716352000000000207',
  reviewerIds: ['1716352000000000201'],
  conclusion: 'PASS',
};
const messages = (values: object) => {
  const result = trwSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the technical review form rules', () => {
  it('asks for the gate, date, chair, reviewers and conclusion in Chinese', () => {
    const result = trwSchema.safeParse(emptyTrw(PROJECT));
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['gateCode', 'reviewDate', 'chairId', 'reviewerIds', 'conclusion']));
    expect(messages({ reviewerIds: [] })).toEqual(['reviewerIds: 请选择评审专家']);
  });

  it('needs the conditions of a conditional pass', () => {
    expect(messages({ conclusion: 'CONDITIONAL' })).toEqual(['conditions: 有条件通过时请填写通过条件']);
    expect(messages({ conclusion: 'CONDITIONAL', conditions: '12 月底前完成 EMC 整改' })).toEqual([]);
  });

  it('sends exactly the body', () => {
    expect(trwSchema.parse(valid)).toEqual({
      projId: PROJECT,
      gateCode: 'P3',
      reviewDate: '2026-12-18',
      chairId: '1716352000000000207',
      reviewerIds: ['1716352000000000201'],
      conclusion: 'PASS',
      conditions: null,
      minutes: null,
    });
  });
});
