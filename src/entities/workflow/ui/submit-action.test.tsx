import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, fail, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { opCorpChangeSubmit } from '@/shared/api';
import { workflowSubmitAction } from './submit-action';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const row = { id: '1716352000000760006' };
const withProcess = {
  hasProc: true,
  procName: '企业变更审批',
  dtUserName: '张伟',
  dtUserDeptList: [{ dtDeptId: '48210573', dtDeptName: '采购部' }],
};
const noProcess = { hasProc: false, procName: null, dtUserName: null, dtUserDeptList: [] };

async function renderSubmit(info: object, submit = ok()) {
  const SubmitChange = await workflowSubmitAction<typeof row>('CORP_CHANGE', opCorpChangeSubmit).load();
  const calls = serve({ '/sys/sysDtProc/getInfo': ok(info), '/bos/opCorpChange/submit': submit });
  const onClose = vi.fn();
  const refetch = vi.fn(() => Promise.resolve());
  // Without motion a closed dialog leaves at once, as its afterClose runs.
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <SubmitChange row={row} onClose={onClose} refetch={refetch} />
    </ConfigProvider>,
  );
  return {
    submits: () => calls.filter((call) => call.path === '/bos/opCorpChange/submit').map((call) => call.body),
    onClose,
    refetch,
  };
}

describe('workflowSubmitAction (企业变更 as the example)', () => {
  it('submits at once when CORP_CHANGE has no process, refetches and closes', async () => {
    const { submits, onClose, refetch } = await renderSubmit(noProcess);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(submits()).toEqual([{ id: row.id, hasProc: false, bizType: 'CORP_CHANGE' }]);
    expect(refetch).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the initiating department when there is a process, and closes only after the dialog', async () => {
    const { submits, onClose } = await renderSubmit(withProcess);
    await screen.findByRole('dialog', { name: '提交审批' });
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(submits()).toEqual([{ id: row.id, hasProc: true, bizType: 'CORP_CHANGE', dtDeptId: '48210573' }]);
  }, 15_000);

  it('closes without submitting when the dialog is cancelled', async () => {
    const first = await renderSubmit(withProcess);
    await screen.findByRole('dialog', { name: '提交审批' });
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(first.submits()).toEqual([]);
  }, 15_000);

  it('closes after a refused direct submit (the failure is told as 提交失败：…)', async () => {
    const { submits, onClose } = await renderSubmit(noProcess, fail('变更后的值与企业当前信息一致，无需变更'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(submits()).toHaveLength(1);
    expect(await screen.findByText('提交失败：变更后的值与企业当前信息一致，无需变更')).toBeTruthy();
  });
});
