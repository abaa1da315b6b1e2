import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { closeFeedback, fail, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { DictTypeForm } from './dict-type-form';
import type { DictType } from './dict-type-list';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const ADD = '/bos/opDictType/add';
const EDIT = '/bos/opDictType/edit';
const TREE = '/bos/opDictType/tree';
const builtIn: DictType = {
  id: '1716352000000300003',
  code: 'material_type',
  name: '物料类型',
  sort: 30,
  builtIn: true,
  entryCount: 5,
  status: 0,
  remark: null,
};

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('DictTypeForm', () => {
  it('says in Chinese what is wrong with the code and sends nothing', async () => {
    const calls = serve({ [ADD]: ok('1'), [TREE]: ok([]) });
    renderWithProviders(<DictTypeForm onClose={vi.fn()} onSaved={vi.fn()} />, '/', NO_LOOKUPS);
    await userEvent.type(screen.getByLabelText('类型编码'), 'Defect-Level');
    await save();
    expect(await screen.findByText('类型编码须以小写字母开头，只能包含小写字母、数字和“_”')).toBeTruthy();
    expect(screen.getByText('请输入类型名称')).toBeTruthy();
    expect(calls.filter((call) => call.path === ADD)).toHaveLength(0);
  });

  it('adds with sort 100 by default and an empty remark as null, then reloads the dictionary tree', async () => {
    const calls = serve({ [ADD]: ok('1'), [TREE]: ok([]) });
    const onClose = vi.fn();
    renderWithProviders(<DictTypeForm onClose={onClose} onSaved={vi.fn()} />, '/', NO_LOOKUPS);
    await userEvent.type(screen.getByLabelText('类型编码'), 'defect_level');
    await userEvent.type(screen.getByLabelText('类型名称'), ' 缺陷等级 ');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === ADD).map((call) => call.body)).toEqual([
      { code: 'defect_level', name: '缺陷等级', sort: 100, remark: null },
    ]);
    expect(calls.map((call) => call.path)).toEqual([ADD, TREE]);
  });

  it('keeps a built-in type code fixed and shows a refusal on the form with what was typed', async () => {
    const calls = serve({ [EDIT]: fail('字典类型名称“物料类型”已存在'), [TREE]: ok([]) });
    renderWithProviders(<DictTypeForm record={builtIn} onClose={vi.fn()} onSaved={vi.fn()} />, '/', NO_LOOKUPS);
    expect((screen.getByLabelText('类型编码') as HTMLInputElement).disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText('类型名称'));
    await userEvent.type(screen.getByLabelText('类型名称'), '物料大类');
    await save();
    expect(await screen.findByText('字典类型名称“物料类型”已存在')).toBeTruthy();
    expect((screen.getByLabelText('类型名称') as HTMLInputElement).value).toBe('物料大类');
    expect(calls.filter((call) => call.path === EDIT).map((call) => call.body)).toEqual([
      { id: '1716352000000300003', code: 'material_type', name: '物料大类', sort: 30, remark: null },
    ]);
    expect(calls.filter((call) => call.path === TREE)).toHaveLength(0);
  });
});
