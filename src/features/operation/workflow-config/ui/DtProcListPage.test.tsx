import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { DtProcListPage } from './DtProcListPage';
import { BizTypePicker, ProcCodePicker } from './dt-proc-pickers';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const dtProcForm = declaredForm(DtProcListPage);

const catalogue = [
  {
    id: '1',
    bizType: 'ALLOT_APPLY',
    bizTypeName: '调拨申请审批',
    moduleCode: 'storage',
    moduleName: '仓储',
    description: null,
  },
  {
    id: '2',
    bizType: 'PURCHASE_ORDER',
    bizTypeName: '采购订单审批',
    moduleCode: 'purchase',
    moduleName: '采购',
    description: null,
  },
];
const corpProcs = [
  {
    id: '9',
    bizType: 'PURCHASE_ORDER',
    bizTypeName: '采购订单审批',
    procCode: 'PROC-7F3A2C1E-9B4D-4E1A-8C2F-1A2B3C4D5E6F',
    procName: '采购订单审批（5 万元以上）',
    status: 0,
  },
];

function messages(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('审批流程配置 form rules', () => {
  it('says in Chinese what is wrong', () => {
    expect(messages(dtProcForm.schema.safeParse({ ...dtProcForm.empty, procCode: 'proc-123' }))).toEqual({
      bizType: '请选择业务类型',
      procCode: '审批模板编码格式不正确',
      procName: '请输入审批模板名称',
    });
  });

  it('gives the contract body, an empty remark as null', () => {
    const valid = {
      ...dtProcForm.empty,
      bizType: 'PURCHASE_ORDER',
      procCode: 'PROC-7F3A2C1E-9B4D-4E1A-8C2F-1A2B3C4D5E6F',
      procName: '采购订单审批（5 万元以上）',
    };
    expect(dtProcForm.schema.safeParse(valid).data).toEqual({ ...valid, remark: null });
  });
});

function ProcName() {
  return <output aria-label="审批模板名称">{useWatch({ name: 'procName' })}</output>;
}

/** The two pickers bound as the form binds them; the values shown for the assertions. */
function Harness() {
  const form = useForm({ defaultValues: dtProcForm.empty });
  return (
    <FormProvider {...form}>
      <label htmlFor="bizType">业务类型</label>
      <Controller control={form.control} name="bizType" render={({ field }) => <BizTypePicker field={field} />} />
      <label htmlFor="procCode">审批模板编码</label>
      <Controller control={form.control} name="procCode" render={({ field }) => <ProcCodePicker field={field} />} />
      <ProcName />
    </FormProvider>
  );
}

describe('审批流程配置 pickers', () => {
  it('warns when the chosen type already has a process, and fills the name from a picked process', async () => {
    const calls = serve({
      '/sys/sysOpDtProc/getOpDtProcList': ok(catalogue),
      '/sys/sysDtProc/getDtCorpProcList': ok(corpProcs),
      '/sys/sysDtProc/hasProc': ok({ hasProc: true }),
    });
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByLabelText('业务类型'));
    await userEvent.click(await screen.findByTitle('采购订单审批（PURCHASE_ORDER）'));
    expect(await screen.findByText('该业务类型已配置审批流程，同一业务类型只能配置一个')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/sys/sysDtProc/hasProc').map((call) => call.body)).toContainEqual({
      bizType: 'PURCHASE_ORDER',
    });
    await userEvent.click(screen.getByLabelText('审批模板编码'));
    await userEvent.click(
      await screen.findByText('采购订单审批（5 万元以上）（PROC-7F3A2C1E-9B4D-4E1A-8C2F-1A2B3C4D5E6F）'),
    );
    expect(screen.getByLabelText('审批模板名称').textContent).toBe('采购订单审批（5 万元以上）');
  }, 30_000);
});
