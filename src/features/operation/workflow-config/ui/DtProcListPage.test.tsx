import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, fail, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { DtProcForm } from './dt-proc-form';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const ADD = '/sys/sysDtProc/add';
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

function renderForm({ add = ok('1716352000005000010'), hasProc = false } = {}) {
  const calls = serve({
    [ADD]: add,
    '/sys/sysOpDtProc/getOpDtProcList': ok(catalogue),
    '/sys/sysDtProc/getDtCorpProcList': ok(corpProcs),
    '/sys/sysDtProc/hasProc': ok({ hasProc }),
  });
  const onClose = vi.fn();
  renderWithProviders(<DtProcForm onClose={onClose} onSaved={vi.fn()} />);
  return { adds: () => calls.filter((call) => call.path === ADD), calls, onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
async function chooseType(title: string) {
  await userEvent.click(screen.getByLabelText('业务类型'));
  await userEvent.click(await screen.findByTitle(title));
}

describe('DtProcForm', () => {
  it('says in Chinese what is wrong, keeps what was typed and sends nothing', async () => {
    const { adds } = renderForm();
    await userEvent.type(screen.getByLabelText('审批模板编码'), 'proc-123');
    await save();
    const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((line) => line.textContent);
    await waitFor(() =>
      expect(errors()).toEqual(
        expect.arrayContaining(['请选择业务类型', '审批模板编码格式不正确', '请输入审批模板名称']),
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>('审批模板编码').value).toBe('proc-123');
    expect(adds()).toHaveLength(0);
  }, 30_000);

  it('warns when the chosen type already has a process, and fills the name from a picked process', async () => {
    const { adds, calls, onClose } = renderForm({ hasProc: true });
    await chooseType('采购订单审批（PURCHASE_ORDER）');
    expect(await screen.findByText('该业务类型已配置审批流程，同一业务类型只能配置一个')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/sys/sysDtProc/hasProc').map((call) => call.body)).toContainEqual({
      bizType: 'PURCHASE_ORDER',
    });
    await userEvent.click(screen.getByLabelText('审批模板编码'));
    await userEvent.click(
      await screen.findByText('采购订单审批（5 万元以上）（PROC-7F3A2C1E-9B4D-4E1A-8C2F-1A2B3C4D5E6F）'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('审批模板名称').value).toBe('采购订单审批（5 万元以上）');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adds().map((call) => call.body)).toEqual([
      {
        bizType: 'PURCHASE_ORDER',
        procCode: 'PROC-7F3A2C1E-9B4D-4E1A-8C2F-1A2B3C4D5E6F',
        procName: '采购订单审批（5 万元以上）',
        remark: null,
      },
    ]);
  }, 30_000);

  it("puts the server's refusal on the form and keeps the dialog open", async () => {
    const { onClose } = renderForm({ add: fail('业务类型“调拨申请审批”已配置审批流程') });
    await chooseType('调拨申请审批（ALLOT_APPLY）');
    await userEvent.type(screen.getByLabelText('审批模板编码'), 'PROC-3A4B5C6D-7E8F');
    await userEvent.type(screen.getByLabelText('审批模板名称'), '跨厂区调拨审批');
    await save();
    expect(await screen.findByText('业务类型“调拨申请审批”已配置审批流程')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);
});
