import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { KanbanListPage } from './KanbanListPage';

const { empty: newKanbanValues, schema } = declaredForm(KanbanListPage);

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('看板设备 form rules', () => {
  it('needs a code, a name, at least one line, a resolution as 宽x高 and an interval of 5–3600 s', () => {
    const result = schema.safeParse({
      ...newKanbanValues,
      code: 'KB 01',
      resolution: '1920*1080',
      interval: 2,
    });
    expect(messages(result)).toMatchObject({
      code: '设备编码只能包含字母、数字、“-”和“_”',
      name: '请输入名称',
      lineIds: '请选择绑定产线',
      resolution: '分辨率格式不正确',
    });
    expect(messages(result).interval).toMatch(/轮播间隔（秒）/);
  });

  it('sends exactly the body, empty optional fields as null', () => {
    const values = {
      ...newKanbanValues,
      code: 'KB-ZZ-03',
      name: ' 总装三线看板 ',
      resolution: '1920x1080',
      lineIds: ['1716352000000001003'],
    };
    expect(schema.safeParse(values).data).toEqual({
      code: 'KB-ZZ-03',
      name: '总装三线看板',
      location: null,
      resolution: '1920x1080',
      content: 'LINE',
      interval: 10,
      lineIds: ['1716352000000001003'],
      remark: null,
    });
  });
});
