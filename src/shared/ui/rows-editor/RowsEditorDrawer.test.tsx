import { queryOptions } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { UserMessageError } from '@/shared/lib/errors';
import { closeFeedback, renderWithProviders } from '@tests/support/fake-api';
import { RowsEditorDrawer } from './RowsEditorDrawer';

afterEach(async () => {
  cleanup();
  await closeFeedback();
});

interface Unit {
  code: string;
  kind: string;
  factor: number | null;
  base: boolean;
}
const saved: Unit[] = [
  { code: 'KG', kind: 'MASS', factor: 1, base: true },
  { code: 'G', kind: 'MASS', factor: 0.001, base: false },
];
const rules = z.array(
  z.object({
    code: z.string().check(z.trim(), z.minLength(1, '请输入编码')),
    kind: z.string(),
    factor: z.nullable(z.number()),
    base: z.boolean(),
  }),
);

function renderEditor(save: (rows: Unit[]) => Promise<unknown>) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <RowsEditorDrawer
      title="单位：质量"
      noun="单位"
      query={queryOptions({ queryKey: ['test', 'units'], queryFn: () => Promise.resolve({ units: saved }) })}
      rows={(data) => data.units}
      rules={rules}
      hint="每行一个单位"
      columns={[
        { field: 'code', title: '编码', input: 'text', max: 8 },
        {
          field: 'kind',
          title: '量纲',
          input: (field, label) => (
            <Select
              {...field}
              aria-label={label}
              options={[
                { value: 'MASS', label: '质量' },
                { value: 'LEN', label: '长度' },
              ]}
            />
          ),
        },
        { field: 'factor', title: '系数', input: 'number' },
        { field: 'base', title: '基准', input: 'switch' },
        { key: 'preview', title: '预览', show: (row, index) => `${index + 1}:${row.code}` },
      ]}
      newRow={(rows) => ({ code: '', kind: 'MASS', factor: rows.length, base: false })}
      addLabel="添加单位"
      save={save}
      done="单位已保存"
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onClose, onSaved };
}

const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

describe('RowsEditorDrawer', () => {
  it('loads the rows, adds one, says what is wrong on its cell, then saves the rows whole', async () => {
    const save = vi.fn((_rows: Unit[]) => Promise.resolve());
    const { onClose, onSaved } = renderEditor(save);
    expect((await screen.findByLabelText<HTMLInputElement>('第 2 行编码')).value).toBe('G');
    expect(screen.getByText('2:G')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /添加单位/ }));
    expect(screen.getByLabelText<HTMLInputElement>('第 3 行系数').value).toBe('2');
    await userEvent.click(saveButton());
    expect(await screen.findByText('请输入编码')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('第 3 行编码'), 'MG');
    expect(screen.getByText('3:MG')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('第 3 行基准'));
    await userEvent.click(screen.getByLabelText('删除第 1 行'));
    await userEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith([
      { code: 'G', kind: 'MASS', factor: 0.001, base: false },
      { code: 'MG', kind: 'MASS', factor: 2, base: true },
    ]);
    expect(onSaved).toHaveBeenCalled();
    expect(await screen.findByText('单位已保存')).toBeTruthy();
  }, 30_000);

  it("shows the server's refusal on the form and stays open with what was typed", async () => {
    const { onClose } = renderEditor(() => Promise.reject(new UserMessageError('编码“G”已被物料使用')));
    await userEvent.clear(await screen.findByLabelText('第 1 行编码'));
    await userEvent.type(screen.getByLabelText('第 1 行编码'), 'KG2');
    await userEvent.click(saveButton());
    expect(await screen.findByText('编码“G”已被物料使用')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('第 1 行编码').value).toBe('KG2');
    expect(onClose).not.toHaveBeenCalled();
  });
});
