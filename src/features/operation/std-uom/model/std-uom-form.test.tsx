import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { decimalsOf, StdUomForm } from './std-uom-form';
import { formErrors } from '@tests/support/form-errors';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const ADD = '/bos/opStdUom/add';
const lookups = { ...NO_LOOKUPS, dictOptions: () => [{ title: '长度', value: 'LEN' }, { title: '重量', value: 'WGT' }] };

function renderForm() {
  const calls = serve({ [ADD]: ok('1') });
  const onClose = vi.fn();
  renderWithProviders(<StdUomForm onClose={onClose} onSaved={vi.fn()} />, '/', lookups);
  return { calls, onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

async function typeFactor(value: string) {
  await userEvent.clear(screen.getByLabelText('换算系数'));
  await userEvent.type(screen.getByLabelText('换算系数'), value);
}

describe('StdUomForm', () => {
  it('refuses a base unit whose factor is not 1, and a factor with more than six decimals', async () => {
    const { calls } = renderForm();
    await userEvent.type(screen.getByLabelText('单位编码'), 'UM');
    await userEvent.type(screen.getByLabelText('单位名称'), '微米');
    await userEvent.type(screen.getByLabelText('符号'), 'μm');
    await userEvent.click(screen.getByLabelText('基准单位'));
    await typeFactor('0.001');
    await save();
    expect(await screen.findByText('基准单位的换算系数必须为 1')).toBeTruthy();
    expect(formErrors()).toContain('请选择量纲');
    await userEvent.click(screen.getByLabelText('基准单位'));
    await typeFactor('1.2345678');
    await save();
    expect(await screen.findByText('换算系数最多 6 位小数')).toBeTruthy();
    expect(calls.filter((call) => call.path === ADD)).toHaveLength(0);
  });

  it('sends the unit with its dimension, factor and decimals', async () => {
    const { calls, onClose } = renderForm();
    await userEvent.type(screen.getByLabelText('单位编码'), 'CM');
    await userEvent.type(screen.getByLabelText('单位名称'), '厘米');
    await userEvent.type(screen.getByLabelText('符号'), 'cm');
    await userEvent.click(screen.getByLabelText('量纲'));
    await userEvent.click(await screen.findByTitle('长度'));
    await typeFactor('0.01');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === ADD).map((call) => call.body)).toEqual([
      { code: 'CM', name: '厘米', symbol: 'cm', dimension: 'LEN', baseUnit: false, factor: 0.01, precision: 2, remark: null },
    ]);
  });

  it('counts decimals as typed, exponents included', () => {
    expect([1, 0.001, 0.000001, 1e-7, 1000, 2.5e-3].map(decimalsOf)).toEqual([0, 3, 6, 7, 0, 4]);
  });
});
