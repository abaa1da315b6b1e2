import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { LabelListPage } from './LabelListPage';

const labelForm = declaredForm(LabelListPage);
const emptyLabel = labelForm.empty;

describe('文档标签 form rules', () => {
  it('asks for the name and sort, and a #RRGGBB colour', () => {
    const result = labelForm.schema.safeParse({ ...emptyLabel, color: 'teal' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'name: 请输入标签名称',
      'color: 颜色须为 #RRGGBB 格式',
      'sort: 请输入排序',
    ]);
  });

  it('gives exactly the contract body, the colour picked and an empty remark as null', () => {
    expect(labelForm.schema.parse({ ...emptyLabel, name: '客户提供', color: '#13A8A8', sort: 70 })).toEqual({
      name: '客户提供',
      color: '#13A8A8',
      sort: 70,
      remark: null,
    });
  });
});
