import { describe, expect, it } from 'vitest';
import type { pmEcr } from '@/shared/api';
import { declaredForm, type FormValues } from '@/shared/ui/crud-screen';
import { EcrApplyPage } from './EcrApplyPage';

const ecrForm = declaredForm(EcrApplyPage.list);
const ecrSchema = ecrForm.schema;
const emptyEcr = ecrForm.empty;

const valid: FormValues<typeof pmEcr> = {
  ...emptyEcr,
  title: 'SD-750 功率板散热器加厚',
  projId: '1716352000006000001',
  reason: ' 高温老化试验 IGBT 结温超限 ',
  costImpact: 1.8,
  scheduleImpactDays: 10,
};

const messages = (values: object) => {
  const result = ecrSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the change request form', () => {
  it('asks for the topic, project and reason of an empty form in Chinese', () => {
    const result = ecrSchema.safeParse(emptyEcr);
    const found = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(found).toEqual([
      ['title', '请输入变更主题'],
      ['projId', '请选择项目'],
      ['reason', '请输入变更原因'],
    ]);
  });

  it('keeps the impacts within the contract bounds, days whole', () => {
    expect(messages({ scheduleImpactDays: 400 })).toHaveLength(1);
    expect(messages({ scheduleImpactDays: 1.5 })).toHaveLength(1);
    expect(messages({ costImpact: -100001 })).toHaveLength(1);
    expect(messages({ costImpact: -3.5, scheduleImpactDays: -2 })).toEqual([]);
  });

  it('gives exactly the add body, empty optional fields as null', () => {
    expect(ecrSchema.parse(valid)).toEqual({
      ecrType: 'ECR',
      urgency: 'NORMAL',
      title: 'SD-750 功率板散热器加厚',
      projId: '1716352000006000001',
      reason: '高温老化试验 IGBT 结温超限',
      affectedParts: null,
      affectedDocs: null,
      costImpact: 1.8,
      scheduleImpactDays: 10,
    });
  });
});
