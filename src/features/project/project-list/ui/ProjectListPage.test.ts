import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { ProjectList } from './ProjectListPage';

const projectForm = declaredForm(ProjectList);
const projectSchema = projectForm.schema;
const emptyProject = projectForm.empty;

/** The first message per field of a failed parse, by path. */
function messages(values: object) {
  const result = projectSchema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const valid = {
  ...emptyProject,
  title: ' 伺服驱动器 SD-750 轻载版 ',
  projCategory: 'DERIVE',
  pmUserId: '1716352000000000207',
  productFamilyName: '伺服驱动器',
  startDate: '2027-01-04',
  planEndDate: '2027-09-30',
  budget: 45,
};

describe('项目 form rules', () => {
  it('says in Chinese what is missing', () => {
    expect(messages({ ...emptyProject, priority: '' })).toEqual({
      title: '请输入项目名称',
      projCategory: '请选择项目类别',
      priority: '请选择优先级',
      pmUserId: '请选择项目经理',
      startDate: '请选择开始日期',
      planEndDate: '请选择计划完成日期',
    });
  });

  it('wants a title of 2 to 64 characters', () => {
    expect(messages({ ...valid, title: ' 伺 ' })).toEqual({ title: '项目名称至少 2 个字' });
    expect(messages({ ...valid, title: '伺'.repeat(65) })).toEqual({ title: '项目名称不能超过 64 个字' });
    expect(messages({ ...valid, title: '伺'.repeat(64) })).toEqual({});
  });

  it('refuses a plan that ends before it starts, on the end date; the same day is fine', () => {
    expect(messages({ ...valid, planEndDate: '2027-01-03' })).toEqual({ planEndDate: '计划完成日期不能早于开始日期' });
    expect(messages({ ...valid, planEndDate: '2027-01-04' })).toEqual({});
  });

  it('asks a custom project for its customer', () => {
    expect(messages({ ...valid, projCategory: 'CUSTOM' })).toEqual({ customerName: '客户定制项目请填写目标客户' });
    expect(messages({ ...valid, projCategory: 'CUSTOM', customerName: '比亚迪汽车工业有限公司' })).toEqual({});
  });

  it('gives exactly the contract body: trimmed title, a new project at 中, empty optional fields as null', () => {
    expect(projectSchema.parse(valid)).toEqual({
      title: '伺服驱动器 SD-750 轻载版',
      projCategory: 'DERIVE',
      priority: 'M',
      pmUserId: '1716352000000000207',
      productFamilyName: '伺服驱动器',
      customerName: null,
      plantName: null,
      budget: 45,
      startDate: '2027-01-04',
      planEndDate: '2027-09-30',
      description: null,
    });
  });
});
