import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { closeFeedback, fail, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { HouseForm } from './house-form';
import { formErrors } from '@tests/support/form-errors';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const ADD = '/scm/mdHouse/add';
const lookups = { ...NO_LOOKUPS, dictOptions: () => [{ title: '原材料仓', value: 'RAW' }, { title: '成品仓', value: 'FIN' }] };

function renderForm(answer = ok('1716352000000480010')) {
  const calls = serve({ [ADD]: answer, '/scm/mdHouse/page': ok({ rows: [], pageNo: 1, pageSize: 10, totalRows: 0, totalPage: 0 }) });
  const onClose = vi.fn();
  renderWithProviders(<HouseForm onClose={onClose} onSaved={vi.fn()} />, '/', lookups);
  return { adds: () => calls.filter((call) => call.path === ADD), onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

async function fillValid() {
  await userEvent.type(screen.getByLabelText('仓库编码'), 'WH-RM-02');
  await userEvent.type(screen.getByLabelText('仓库名称'), ' 原材料二号仓 ');
  await userEvent.click(screen.getByLabelText('仓库类型'));
  await userEvent.click(await screen.findByTitle('原材料仓'));
}

// jsdom is slow with antd's modal, select and switches.
describe('HouseForm', () => {
  it('says in Chinese what is wrong, keeps what was typed and sends nothing', async () => {
    const { adds } = renderForm();
    await userEvent.type(screen.getByLabelText('仓库编码'), 'WH 02');
    await userEvent.type(screen.getByLabelText('负责人电话'), '12812345678');
    await save();
    expect(await screen.findByText('仓库编码只能包含字母、数字、“-”和“_”')).toBeTruthy();
    expect(screen.getByText('请输入仓库名称')).toBeTruthy();
    expect(formErrors()).toContain('请选择仓库类型');
    // The contract's mobile numbers start 13–19.
    expect(screen.getByText('负责人电话格式不正确')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('仓库编码').value).toBe('WH 02');
    expect(screen.getByLabelText<HTMLInputElement>('负责人电话').value).toBe('12812345678');
    expect(adds()).toHaveLength(0);
  });

  it('sends the contract body: trimmed texts, the type, the switches, a landline with extension, empty fields as null', async () => {
    const { adds, onClose } = renderForm();
    await fillValid();
    await userEvent.type(screen.getByLabelText('负责人电话'), '0512-62881201-8');
    await userEvent.click(screen.getByLabelText('启用库位管理'));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adds().map((call) => call.body)).toEqual([
      {
        code: 'WH-RM-02',
        name: '原材料二号仓',
        houseType: 'RAW',
        address: null,
        managerName: null,
        managerPhone: '0512-62881201-8',
        locationManaged: true,
        allowNegative: false,
        remark: null,
      },
    ]);
  });

  it("puts the server's message on the form and keeps the dialog open", async () => {
    const { adds, onClose } = renderForm(fail('仓库编码“WH-RM-02”已存在'));
    await fillValid();
    await save();
    expect(await screen.findByText('仓库编码“WH-RM-02”已存在')).toBeTruthy();
    expect(adds()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('仓库名称').value).toBe(' 原材料二号仓 ');
  });
});
