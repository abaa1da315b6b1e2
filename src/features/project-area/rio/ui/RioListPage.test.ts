import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { rioCloseForm, rioCloseValues } from '../model/rio-close';
import { RioList } from './RioListPage';

const rioForm = declaredForm(RioList);
const rioSchema = rioForm.schema;

const PROJECT = '1716352000006000001';
const emptyRio = (projId: string) => ({ ...rioForm.empty, projId, rioType: 'R', level: 'M' });
const issues = (values: object) => {
  const result = rioSchema.safeParse({ ...emptyRio(PROJECT), ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the RIO form rules', () => {
  it('asks for title, owner and due date in Chinese', () => {
    expect(issues({ probability: 3, impact: 3 })).toEqual([
      'title: 请输入标题',
      'ownerId: 请选择责任人',
      'dueDate: 请选择计划完成日期',
    ]);
  });

  it('scores a risk by probability and impact; an issue needs neither', () => {
    const filled = { title: '7.5kW 机型满载温升超标', ownerId: '1716352000000000208', dueDate: '2026-12-15' };
    expect(issues(filled)).toEqual(['probability: 风险请填写发生概率', 'impact: 风险请填写影响程度']);
    expect(issues({ ...filled, probability: 6, impact: 3 })).toHaveLength(1);
    expect(issues({ ...filled, rioType: 'I' })).toEqual([]);
  });

  it('sends exactly the body, empty optional fields as null', () => {
    const body = rioSchema.parse({
      ...emptyRio(PROJECT),
      rioType: 'O',
      level: 'L',
      title: '共用壳体模具',
      ownerId: '1716352000000000206',
      dueDate: '2027-01-10',
    });
    expect(body).toEqual({
      projId: PROJECT,
      rioType: 'O',
      level: 'L',
      title: '共用壳体模具',
      description: null,
      probability: null,
      impact: null,
      ownerId: '1716352000000000206',
      dueDate: '2027-01-10',
      measures: null,
    });
  });

  it('closes only with a closing note', () => {
    const row = { id: '1716352000006020005', projId: PROJECT };
    const refused = rioCloseForm.schema.safeParse(rioCloseValues(row));
    expect(refused.success ? [] : refused.error.issues.map((i) => i.message)).toEqual(['请输入关闭说明']);
    expect(rioCloseForm.schema.parse({ ...rioCloseValues(row), closeNote: '替代料验证通过' })).toEqual({
      id: row.id,
      projId: PROJECT,
      closeNote: '替代料验证通过',
    });
  });
});
