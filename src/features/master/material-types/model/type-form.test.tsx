import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { TypeForm } from './type-form';
import { formErrors } from '@tests/support/form-errors';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const CREATE = '/scm/v2/commonDataMaterial/cdMaterialType/create';
const lookups = {
  ...NO_LOOKUPS,
  dictOptions: () => [
    { title: '原材料', value: 'RAW' },
    { title: '成品', value: 'FIN' },
  ],
};

function renderForm() {
  const calls = serve({ [CREATE]: ok(null), '/scm/v2/commonDataMaterial/cdMaterialType/list': ok([]) });
  const onClose = vi.fn();
  renderWithProviders(<TypeForm onClose={onClose} onSaved={vi.fn()} />, '/', lookups);
  return { calls, onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

// The first test pays for loading antd's modal, select and form in jsdom.
describe('TypeFormModal', () => {
  it('says in Chinese what is wrong with the code and sends nothing', async () => {
    const { calls } = renderForm();
    await userEvent.type(screen.getByLabelText('类型编码'), 'RAW 01');
    await save();
    expect(await screen.findByText('类型编码只能包含字母、数字、“-”和“_”')).toBeTruthy();
    expect(screen.getByText('请输入类型名称')).toBeTruthy();
    expect(formErrors()).toContain('请选择物料大类');
    expect(calls.filter((call) => call.path === CREATE)).toHaveLength(0);
  });

  it('sends the whole contract body: trimmed texts, the chosen category, the three switches, an empty remark as null', async () => {
    const { calls, onClose } = renderForm();
    await userEvent.type(screen.getByLabelText('类型编码'), 'RAW-01');
    await userEvent.type(screen.getByLabelText('类型名称'), ' 钢材 ');
    await userEvent.click(screen.getByLabelText('物料大类'));
    await userEvent.click(await screen.findByTitle('原材料'));
    await userEvent.click(screen.getByLabelText('可采购'));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === CREATE).map((call) => call.body)).toEqual([
      {
        code: 'RAW-01',
        name: '钢材',
        category: 'RAW',
        allowPurchase: true,
        allowProduce: false,
        allowSale: false,
        remark: null,
      },
    ]);
  });
});
