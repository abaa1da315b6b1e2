import { describe, expect, it } from 'vitest';
import type { pmInitiation } from '@/shared/api';
import { declaredForm, type FormValues } from '@/shared/ui/crud-screen';
import { INITIATION_MESSAGES, InitiationApplyPage } from './InitiationApplyPage';

const initiationForm = declaredForm(InitiationApplyPage.list);
const initiationSchema = initiationForm.schema;
const emptyInitiation = initiationForm.empty;

const valid: FormValues<typeof pmInitiation> = {
  ...emptyInitiation,
  title: ' 一体化步进电机 IS-57 闭环版开发 ',
  projCategory: 'DERIVE',
  productFamilyName: '步进电机',
  budget: 85,
  startDate: '2027-01-11',
  planEndDate: '2027-08-31',
  reason: '开环版本丢步投诉多',
};

const messages = (values: object) => {
  const result = initiationSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the initiation request form', () => {
  it('asks for the name, category, dates and reason of an empty form in Chinese', () => {
    const result = initiationSchema.safeParse(emptyInitiation);
    const found = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(found).toEqual([
      ['title', '请输入拟立项目名称'],
      ['projCategory', '请选择项目类别'],
      ['startDate', '请选择计划开始日期'],
      ['planEndDate', '请选择计划完成日期'],
      ['reason', '请输入立项理由'],
    ]);
  });

  it('refuses dates out of order, a custom project without a customer and a budget over the bound', () => {
    expect(messages({ planEndDate: '2027-01-10' })).toEqual([['planEndDate', INITIATION_MESSAGES.dateOrder]]);
    expect(messages({ projCategory: 'CUSTOM' })).toEqual([['customerName', INITIATION_MESSAGES.customerRequired]]);
    expect(messages({ budget: 100001 })).toHaveLength(1);
    expect(messages({ title: '项'.repeat(65) })).toEqual([['title', '拟立项目名称不能超过 64 个字符']]);
  });

  it('gives exactly the add body: trimmed texts, empty optional fields as null', () => {
    expect(initiationSchema.parse(valid)).toEqual({
      title: '一体化步进电机 IS-57 闭环版开发',
      projCategory: 'DERIVE',
      productFamilyName: '步进电机',
      customerName: null,
      budget: 85,
      startDate: '2027-01-11',
      planEndDate: '2027-08-31',
      reason: '开环版本丢步投诉多',
      marketAnalysis: null,
    });
  });
});
