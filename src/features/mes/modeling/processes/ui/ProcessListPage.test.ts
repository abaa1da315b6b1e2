import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { ProcessListPage } from './ProcessListPage';

const { empty: emptyProcess, schema: processFormSchema } = declaredForm(ProcessListPage);

/** The first message per field of a failed parse, by path. */
function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const assembly = {
  ...emptyProcess,
  code: 'GX-080',
  name: ' 螺丝锁付 ',
  processType: 'ASSEMBLY',
  stdTime: 45,
  timeUnit: 'SEC',
  lineId: '1716352000000001001',
} as const;

describe('工序 form rules', () => {
  it('needs a code, a name, a type and a standard time, in Chinese', () => {
    expect(messages(processFormSchema.safeParse({ ...emptyProcess, code: 'GX 080' }))).toMatchObject({
      code: '工序编码只能包含字母、数字、“-”和“_”',
      name: '请输入工序名称',
      processType: '请选择工序类型',
      stdTime: '请输入标准工时',
    });
  });

  it('asks how a process needing inspection is inspected, and sends no way for one that does not', () => {
    expect(messages(processFormSchema.safeParse({ ...assembly, inspectRequired: true }))).toEqual({
      inspectMode: '需检验的工序请选择检验方式',
    });
    expect(messages(processFormSchema.safeParse({ ...assembly, inspectMode: 'FULL' }))).toEqual({
      inspectMode: '无需检验的工序不填检验方式',
    });
  });

  it('sends exactly the contract body: empty optional fields as null', () => {
    expect(processFormSchema.safeParse({ ...assembly, inspectRequired: true, inspectMode: 'FIRST' }).data).toEqual({
      code: 'GX-080',
      name: '螺丝锁付',
      processType: 'ASSEMBLY',
      reportMode: 'QTY',
      stdTime: 45,
      timeUnit: 'SEC',
      setupTime: null,
      lineId: '1716352000000001001',
      inspectRequired: true,
      inspectMode: 'FIRST',
      remark: null,
    });
  });
});
