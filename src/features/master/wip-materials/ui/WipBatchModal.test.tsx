import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import type { WipBatchBody } from '../model/wip-batch';
import { WipBatchModal, type RowPicker } from './WipBatchModal';

afterEach(() => {
  cleanup();
  message.destroy();
});

// Plain inputs stand in for the server-fed pickers: the test is about the rows' rules and the one request.
const textPicker: RowPicker = ({ id, label, value, onChange, onBlur }) => (
  <Input id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
);

function renderBatch(onSubmit: (body: WipBatchBody) => Promise<unknown>) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <WipBatchModal
      onClose={onClose}
      onSubmit={onSubmit}
      onSaved={onSaved}
      pickers={{ material: textPicker, state: textPicker }}
    />,
  );
  return { onSaved, onClose };
}

async function fillRow(n: number, code: string, name: string) {
  await userEvent.type(screen.getByLabelText(`第 ${n} 行物料`), 'M1');
  await userEvent.type(screen.getByLabelText(`第 ${n} 行制造状态`), `S${n}`);
  await userEvent.type(screen.getByLabelText(`第 ${n} 行在制品编码`), code);
  if (name) await userEvent.type(screen.getByLabelText(`第 ${n} 行在制品名称`), name);
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('WipBatchModal', () => {
  it('shows a bad row’s message on that row and sends nothing; fixed, sends every row once', async () => {
    const onSubmit = vi.fn((_body: WipBatchBody) => Promise.resolve());
    const { onSaved, onClose } = renderBatch(onSubmit);
    await fillRow(1, 'W-01', '装配完成');
    await userEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    await fillRow(2, 'W 02', '');
    await save();
    expect(await screen.findByText('在制品编码只能包含字母、数字、“-”和“_”')).toBeTruthy();
    expect(screen.getByText('请输入在制品名称')).toBeTruthy();
    // The messages sit on row 2's cells.
    const row2 = screen.getByLabelText('第 2 行在制品编码').closest('tr');
    expect(row2?.textContent).toContain('请输入在制品名称');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('第 2 行在制品编码'));
    await userEvent.type(screen.getByLabelText('第 2 行在制品编码'), 'W-01');
    await userEvent.type(screen.getByLabelText('第 2 行在制品名称'), '老化完成');
    await save();
    expect(await screen.findByText('第 2 行编码重复')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('第 2 行在制品编码'));
    await userEvent.type(screen.getByLabelText('第 2 行在制品编码'), 'W-02');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body: WipBatchBody = {
      items: [
        { materialId: 'M1', mfgStateId: 'S1', code: 'W-01', name: '装配完成', specification: null, remark: null },
        { materialId: 'M1', mfgStateId: 'S2', code: 'W-02', name: '老化完成', specification: null, remark: null },
      ],
    };
    expect(onSubmit).toHaveBeenCalledWith(body);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
  });

  it('keeps every row and shows the server’s message when the batch fails', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError('business', '物料已停用', { operationId: 'wipMaterialCreate', code: 1013002 })),
    );
    const { onClose } = renderBatch(onSubmit);
    await fillRow(1, 'W-01', '装配完成');
    await save();
    expect(await screen.findByText('物料已停用')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('第 1 行在制品编码').value).toBe('W-01');
    expect(onClose).not.toHaveBeenCalled();
  });
});
