import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@/shared/api';
import { codeText, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import { LookupsProvider, NO_LOOKUPS } from '@/shared/lib/lookups';
import type { FieldConfig } from './field-config';
import { RecordFormModal } from './RecordFormModal';
import { formErrors } from '@tests/support/form-errors';

afterEach(() => {
  cleanup();
  message.destroy();
});

const schema = z.object({
  code: codeText('产线编码', 32),
  name: requiredText('产线名称', 64),
  shift: requiredChoice('班制'),
  remark: optionalText('备注', 255),
});
type Values = z.input<typeof schema>;
type Body = z.output<typeof schema>;

const fields: FieldConfig<Values>[] = [
  { name: 'code', label: '产线编码', required: true, maxLength: 32 },
  { name: 'name', label: '产线名称', required: true },
  { name: 'shift', label: '班制', required: true, kind: 'select', dict: 'line_shift' },
  { name: 'remark', label: '备注', kind: 'textarea', wide: true },
];
const lookups = {
  ...NO_LOOKUPS,
  dictOptions: () => [
    { title: '白班', value: 'DAY' },
    { title: '两班倒', value: 'TWO' },
  ],
};

function renderForm(onSubmit: (body: Body) => Promise<unknown>, onSaved = vi.fn(), onClose = vi.fn()) {
  render(
    <LookupsProvider value={lookups}>
      <RecordFormModal<Values, Body>
        title="新增产线"
        open
        onClose={onClose}
        schema={schema}
        defaultValues={{ code: '', name: '', shift: '', remark: '' }}
        fields={fields}
        onSubmit={onSubmit}
        onSaved={onSaved}
      />
    </LookupsProvider>,
  );
  return { onSaved, onClose };
}

async function chooseShift(title: string) {
  await userEvent.click(screen.getByLabelText('班制'));
  await userEvent.click(await screen.findByTitle(title));
}

// jsdom needs over 5 s for a modal of antd inputs when the machine is busy, like the other form tests.
describe('RecordFormModal', () => {
  it('keeps a paste longer than the limit as pasted, counts it and says the limit on save', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    const code = screen.getByLabelText('产线编码');
    await userEvent.click(code);
    await userEvent.paste('A'.repeat(300));
    expect((code as HTMLInputElement).value).toHaveLength(300);
    expect(screen.getByText('300 / 32')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('产线编码不能超过 32 个字符');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows each rule in Chinese and sends nothing while the form is invalid', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('产线编码'), 'ZZ 01');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('产线编码只能包含字母、数字、“-”和“_”')).toBeTruthy();
    expect(screen.getByText('请输入产线名称')).toBeTruthy();
    expect(formErrors()).toContain('请选择班制');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the typed body once, closes and tells the screen to refetch', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onSaved, onClose } = renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('产线编码'), 'ZZ-03');
    await userEvent.type(screen.getByLabelText('产线名称'), ' 总装三线 ');
    await chooseShift('两班倒');
    const save = screen.getByRole('button', { name: /保\s*存/ });
    await userEvent.click(save);
    await userEvent.click(save);
    await userEvent.type(screen.getByLabelText('产线名称'), '{Enter}');
    finish();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ code: 'ZZ-03', name: '总装三线', shift: 'TWO', remark: null });
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it("puts the server's message on the form and keeps what was typed", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError('business', '产线编码“ZZ-01”已存在', { operationId: 'mfgLineAdd', code: 1013002 })),
    );
    const { onSaved, onClose } = renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('产线编码'), 'ZZ-01');
    await userEvent.type(screen.getByLabelText('产线名称'), '总装一线');
    await chooseShift('白班');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('产线编码“ZZ-01”已存在')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('产线编码').value).toBe('ZZ-01');
    expect(screen.getByLabelText<HTMLInputElement>('产线名称').value).toBe('总装一线');
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says what is wrong with a value that has no input of its own, instead of not saving without a word', async () => {
    const withId = z.object({
      id: z.string().check(z.regex(/^\d+$/, '记录标识无效，请关闭后重新打开')),
      name: requiredText('产线名称', 64),
    });
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <RecordFormModal<z.input<typeof withId>, z.output<typeof withId>>
        title="编辑产线"
        open
        onClose={vi.fn()}
        schema={withId}
        defaultValues={{ id: 'L-1', name: '总装一线' }}
        fields={[{ name: 'name', label: '产线名称', required: true }]}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('记录标识无效，请关闭后重新打开')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
