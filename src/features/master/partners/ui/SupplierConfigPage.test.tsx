import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, fail, ok, renderWithProviders, serve, type Call } from '@tests/support/fake-api';
import { SupplierConfigPage } from './SupplierConfigPage';
import { sessionOf } from './sub-record.fixture';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const PAGE = '/scm/mdSupplier/page';
const GET = '/scm/mdSupplierConfig/get';
const SAVE = '/scm/mdSupplierConfig/save';

const supplier = { id: 'S3', code: 'SUP-0047', name: '深圳市中电港电子有限公司', status: 0 };
const saved = {
  supplierId: 'S3',
  supplierCode: 'SUP-0047',
  supplierName: '深圳市中电港电子有限公司',
  asnRequired: true,
  deliveryTolerancePct: 3,
  earlyDeliveryDays: 3,
  qualityCheckMode: 'SAMPLE',
  labelRequired: true,
  reconciliationDay: 25,
  portalEnabled: true,
  createAccount: 'tianyu',
  createTime: '2026-03-10 09:00:00',
  updateAccount: 'tianyu',
  updateTime: '2026-07-03 14:20:06',
};
const defaults = {
  supplierId: 'S3',
  supplierCode: 'SUP-0047',
  supplierName: '深圳市中电港电子有限公司',
  asnRequired: false,
  deliveryTolerancePct: 0,
  earlyDeliveryDays: 0,
  qualityCheckMode: 'FULL',
  labelRequired: false,
  reconciliationDay: 25,
  portalEnabled: false,
};

function renderPage(
  config: object,
  save: (call: Call) => Response = ok(null),
  codes = ['mdSupplierConfig:page', 'mdSupplierConfig:edit'],
) {
  const calls = serve({
    [PAGE]: ok({ pageNo: 1, pageSize: 50, totalRows: 1, totalPage: 1, rows: [supplier] }),
    [GET]: ok(config),
    [SAVE]: save,
  });
  const session = sessionOf(codes);
  const { queryClient } = renderWithProviders(<SupplierConfigPage />, '/', session.lookups);
  act(() => session.seed(queryClient));
  return calls;
}

async function pickSupplier() {
  await userEvent.click(screen.getByLabelText('供应商：'));
  await userEvent.click(await screen.findByTitle('SUP-0047 深圳市中电港电子有限公司'));
}

const bodiesOf = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('SupplierConfigPage', () => {
  it('asks only for enabled suppliers, loads the chosen one, says in Chinese what is out of range, then saves the whole form', async () => {
    const calls = renderPage(saved);
    expect(screen.getByText('请先选择供应商')).toBeTruthy();
    await waitFor(() => expect(bodiesOf(calls, PAGE)[0]).toMatchObject({ status: '0' }));
    await pickSupplier();
    expect(await screen.findByText('最后保存：tianyu，2026-07-03 14:20:06')).toBeTruthy();
    expect(calls.find((call) => call.path === GET)).toBeTruthy();

    const tolerance = screen.getByLabelText<HTMLInputElement>('交货数量允差（%）');
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '150');
    const day = screen.getByLabelText('每月对账日');
    await userEvent.clear(day);
    await save();
    expect(await screen.findByText('交货数量允差不能大于 100')).toBeTruthy();
    expect(screen.getByText('请输入每月对账日')).toBeTruthy();
    expect(bodiesOf(calls, SAVE)).toHaveLength(0);
    expect(tolerance.value).toBe('150');

    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '5.5');
    await userEvent.type(day, '28');
    await userEvent.click(screen.getByLabelText('免检'));
    await userEvent.click(screen.getByRole('switch', { name: '开通供应商协同门户' }));
    await save();
    await waitFor(() => expect(bodiesOf(calls, SAVE)).toHaveLength(1));
    expect(bodiesOf(calls, SAVE)[0]).toEqual({
      supplierId: 'S3',
      asnRequired: true,
      deliveryTolerancePct: 5.5,
      earlyDeliveryDays: 3,
      qualityCheckMode: 'EXEMPT',
      labelRequired: true,
      reconciliationDay: 28,
      portalEnabled: false,
    });
    // The configuration is asked again so the stamp shows this save.
    await waitFor(() => expect(calls.filter((call) => call.path === GET).length).toBeGreaterThan(1));
  });

  it('says when a configuration was never saved, and puts the server refusal on the form', async () => {
    const calls = renderPage(defaults, fail('供应商已停用，不能修改配置'));
    await pickSupplier();
    expect(await screen.findByText('尚未保存过，以下为默认配置')).toBeTruthy();
    await save();
    expect(await screen.findByText('供应商已停用，不能修改配置')).toBeTruthy();
    expect(bodiesOf(calls, SAVE)).toEqual([
      {
        supplierId: 'S3',
        asnRequired: false,
        deliveryTolerancePct: 0,
        earlyDeliveryDays: 0,
        qualityCheckMode: 'FULL',
        labelRequired: false,
        reconciliationDay: 25,
        portalEnabled: false,
      },
    ]);
  });

  it('shows the configuration read-only without the edit permission', async () => {
    renderPage(saved, ok(null), ['mdSupplierConfig:page']);
    await pickSupplier();
    await screen.findByText('最后保存：tianyu，2026-07-03 14:20:06');
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('每月对账日').disabled).toBe(true);
  });
});
