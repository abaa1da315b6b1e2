import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import {
  pmInitiation,
  pmInitiationApprove,
  pmInitiationReject,
  pmInitiationRevoke,
  type PmInitiationPageData,
} from '@/shared/api';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { ScreenKeyProvider } from '@/shared/lib/screen-key';
import { defineRequestScreen } from './define-request-screen';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

type Row = PmInitiationPageData['rows'][number];
const request = (id: string, applyNo: string, state: Row['state'], mine: boolean, canApprove: boolean) =>
  ({ id, applyNo, title: `申请 ${applyNo}`, state, mine, canApprove }) as Partial<Row>;
const rows = [
  request('1', 'LX-01', 'DRAFT', true, false),
  request('2', 'LX-02', 'APPROVING', true, false),
  request('3', 'LX-03', 'APPROVING', false, true),
];
const page = (list: readonly Partial<Row>[]) => ok({ rows: list, pageNo: 1, pageSize: 10, totalRows: list.length });

const submitted = vi.fn();
const Page = defineRequestScreen(pmInitiation, {
  noun: '立项申请',
  numberOf: (row) => row.applyNo,
  columns: [
    { dataIndex: 'applyNo', title: '申请单号' },
    { dataIndex: 'title', title: '拟立项目名称' },
  ],
  submit: { kind: 'panel', action: 'submit', title: '提交', load: () => Promise.resolve(submitted) },
  revoke: pmInitiationRevoke,
  approve: pmInitiationApprove,
  reject: pmInitiationReject,
  items: (detail) => [{ label: '申请单号', value: detail.applyNo }],
});

function show() {
  const calls = serve({
    '/bos/pmInitiation/page': page(rows),
    '/bos/pmInitiation/revoke': ok(),
    '/bos/pmInitiation/delete': ok(),
  });
  renderWithProviders(
    <ScreenKeyProvider value="pm.initiationApply">
      <Page />
    </ScreenKeyProvider>,
    '/',
    { ...NO_LOOKUPS, can: () => true, canRowAction: () => true },
  );
  return (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
}
// Plain DOM look-ups: role queries over antd's table take tens of seconds on a loaded machine.
const rowOf = async (applyNo: string) => {
  const tr = (await screen.findByText(applyNo)).closest('tr');
  if (!tr) throw new Error('not in a row');
  return tr;
};
const text = (element: Element) => element.textContent?.replace(/\s/g, '');
const buttons = async (applyNo: string) => [...(await rowOf(applyNo)).querySelectorAll('button')].map(text);
const click = async (applyNo: string, title: string) => {
  const button = [...(await rowOf(applyNo)).querySelectorAll('button')].find((b) => text(b) === title);
  if (!button) throw new Error(`no ${title} on ${applyNo}`);
  await userEvent.click(button);
};
const menuItems = async () => {
  await screen.findByText('删除');
  return [...document.querySelectorAll('.ant-dropdown-menu-item')].map(text);
};
const confirm = async () => {
  await waitFor(() => expect(document.querySelector('.ant-modal-confirm .ant-btn-primary')).not.toBeNull());
  const ok = [...document.querySelectorAll('.ant-modal-confirm .ant-btn-primary')].at(-1);
  if (ok instanceof HTMLElement) await userEvent.click(ok);
};

describe('defineRequestScreen', () => {
  it('lists 我的申请 first and asks again with the scope of the tab chosen', async () => {
    const bodies = show();
    await screen.findByText('LX-01');
    expect(bodies('/bos/pmInitiation/page')[0]).toMatchObject({ scope: 'MINE' });
    await userEvent.click(screen.getByText('待我审批'));
    await waitFor(() => expect(bodies('/bos/pmInitiation/page').at(-1)).toMatchObject({ scope: 'TODO' }));
  });

  it('offers each request what its state allows: the draft to its applicant, 审批 to the approver', async () => {
    show();
    expect(await buttons('LX-01')).toEqual(['详情', '编辑', '更多']);
    expect(await buttons('LX-02')).toEqual(['详情', '撤回']);
    expect(await buttons('LX-03')).toEqual(['详情', '审批']);
    await click('LX-01', '更多');
    expect(await menuItems()).toEqual(['提交', '删除']);
  });

  it('撤回 sends the id and 删除 the ids, each asked first', async () => {
    const bodies = show();
    await click('LX-02', '撤回');
    await confirm();
    await waitFor(() => expect(bodies('/bos/pmInitiation/revoke')).toEqual([{ id: '2' }]));
    await click('LX-01', '更多');
    await userEvent.click(await screen.findByText('删除'));
    await confirm();
    await waitFor(() => expect(bodies('/bos/pmInitiation/delete')).toEqual([{ ids: ['1'] }]));
  });
});
