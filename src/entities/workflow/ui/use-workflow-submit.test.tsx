import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, message, Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApi, type CallOptions } from '@/shared/api';
import type { WorkflowSubmitFields } from '../model/types';
import { useWorkflowSubmit } from './use-workflow-submit';

type Params = { id: string } & WorkflowSubmitFields;
type SubmitMock = ReturnType<typeof vi.fn<(params: Params, options: CallOptions) => Promise<unknown>>>;

const withProcess = {
  hasProc: true,
  procName: '采购订单审批（5 万元以上）',
  dtUserName: '张伟',
  dtUserDeptList: [
    { dtDeptId: '48210573', dtDeptName: '采购部' },
    { dtDeptId: '48210991', dtDeptName: '供应链管理中心' },
  ],
};

let infoRequests: URL[] = [];

/** Answers GET /sys/sysDtProc/getInfo with the given envelope. */
function serveProcessInfo(envelope: object): void {
  configureApi({ baseUrl: 'http://app.test/api' });
  infoRequests = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    infoRequests.push(new URL(input.url));
    return Response.json(envelope);
  });
}
const ok = (data: object) => ({ code: 200, message: '操作成功', success: true, data });

function Row({ submit }: { submit: SubmitMock }) {
  const workflow = useWorkflowSubmit<{ id: string }>({ bizType: 'PURCHASE_ORDER', submit });
  return (
    <>
      <Button loading={workflow.pending} onClick={() => void workflow.submit({ id: '1716352000000700007' })}>
        提交
      </Button>
      {workflow.dialog}
    </>
  );
}

async function openFrom(submit: SubmitMock) {
  const user = userEvent.setup();
  // Without motion a closed dialog leaves the page at once, as its afterClose runs.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Row submit={submit} />
    </ConfigProvider>,
  );
  await user.click(screen.getByRole('button', { name: /提\s*交/ }));
  return user;
}

describe('useWorkflowSubmit', () => {
  beforeEach(() => serveProcessInfo(ok(withProcess)));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(async () => {
      message.destroy();
      Modal.destroyAll();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });

  it('asks for the business type and opens the dialog with the names and the first department', async () => {
    await openFrom(vi.fn());
    const dialog = await screen.findByRole('dialog');
    expect(infoRequests[0]?.pathname).toBe('/api/sys/sysDtProc/getInfo');
    expect(infoRequests[0]?.searchParams.get('bizType')).toBe('PURCHASE_ORDER');
    expect(within(dialog).getByText('提交审批')).toBeTruthy();
    expect(within(dialog).getByLabelText('流程名称')).toHaveProperty('value', '采购订单审批（5 万元以上）');
    expect(within(dialog).getByLabelText('发起人')).toHaveProperty('value', '张伟');
    expect(dialog.querySelector('.ant-select-content')?.textContent).toBe('采购部');
  });

  it('shows the three required messages when the fields are cleared', async () => {
    const submit: SubmitMock = vi.fn();
    const user = await openFrom(submit);
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('流程名称'));
    await user.clear(within(dialog).getByLabelText('发起人'));
    const clear = dialog.querySelector('.ant-select-clear');
    if (!clear) throw new Error('the department select has no clear button');
    await user.click(clear);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await within(dialog).findByText('请输入流程名称');
    expect([...dialog.querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent)).toEqual([
      '请输入流程名称',
      '请输入发起人',
      '请选择发起部门',
    ]);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the params with hasProc, bizType and the chosen department, then closes', async () => {
    const submit: SubmitMock = vi.fn(async () => undefined);
    const user = await openFrom(submit);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(
      { id: '1716352000000700007', hasProc: true, bizType: 'PURCHASE_ORDER', dtDeptId: '48210573' },
      { quiet: true },
    );
    expect(await screen.findByText('提交成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog and what was typed when the submit fails', async () => {
    const submit: SubmitMock = vi.fn(async () => {
      throw new ApiError('business', '单据状态已变更，请刷新后重试', { operationId: 'opCorpRegSubmit', code: 1013002 });
    });
    const user = await openFrom(submit);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('流程名称');
    await user.type(name, '（加急）');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('提交失败：单据状态已变更，请刷新后重试')).toBeTruthy();
    expect(name).toHaveProperty('value', '采购订单审批（5 万元以上）（加急）');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('submits at once, without a dialog, when the business type has no process', async () => {
    serveProcessInfo(ok({ hasProc: false, procName: null, dtUserName: null, dtUserDeptList: [] }));
    const submit: SubmitMock = vi.fn(async () => undefined);
    await openFrom(submit);
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        { id: '1716352000000700007', hasProc: false, bizType: 'PURCHASE_ORDER' },
        { quiet: true },
      ),
    );
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says 提交失败 when a direct submit fails', async () => {
    serveProcessInfo(ok({ hasProc: false }));
    const submit: SubmitMock = vi.fn(async () => {
      throw new ApiError('business', '请先上传营业执照', { operationId: 'opCorpRegSubmit', code: 1013002 });
    });
    await openFrom(submit);
    expect(await screen.findByText('提交失败：请先上传营业执照')).toBeTruthy();
  });

  it('says 获取流程信息失败 and submits nothing when the process info fails', async () => {
    serveProcessInfo({ code: 1013002, message: '业务类型不存在', success: false, data: null });
    const submit: SubmitMock = vi.fn();
    await openFrom(submit);
    expect(await screen.findByText('获取流程信息失败：业务类型不存在')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });
});
