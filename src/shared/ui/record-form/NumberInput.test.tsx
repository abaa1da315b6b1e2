import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { optionalNumber } from '@/shared/lib/form-rules';
import { LookupsProvider, NO_LOOKUPS } from '@/shared/lib/lookups';
import { RecordFormModal } from './RecordFormModal';

afterEach(cleanup);

const schema = z.object({
  safetyStock: optionalNumber('安全库存', { min: 0 }),
  sort: optionalNumber('排序', { min: 0, max: 9999, integer: true }),
});
type Values = z.input<typeof schema>;

function renderForm(onSubmit = vi.fn(() => Promise.resolve())) {
  render(
    <LookupsProvider value={NO_LOOKUPS}>
      <RecordFormModal<Values, z.output<typeof schema>>
        title="新增"
        open
        onClose={vi.fn()}
        schema={schema}
        defaultValues={{ safetyStock: null, sort: null }}
        fields={[
          { name: 'safetyStock', label: '安全库存', kind: 'number' },
          { name: 'sort', label: '排序', kind: 'number' },
        ]}
        onSubmit={onSubmit}
      />
    </LookupsProvider>,
  );
  return onSubmit;
}

describe('a number input of a form', () => {
  it('keeps what was typed, beyond precision or bounds, and says the bound in Chinese', async () => {
    const onSubmit = renderForm();
    const stock = screen.getByLabelText('安全库存') as HTMLInputElement;
    const sort = screen.getByLabelText('排序') as HTMLInputElement;
    await userEvent.type(stock, '99999999999999999999');
    await userEvent.type(sort, '-5');
    await userEvent.tab();
    // Not 100000000000000020000, not clamped to 0.
    expect(stock.value).toBe('99999999999999999999');
    expect(sort.value).toBe('-5');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('安全库存不能大于 999999999999999');
    await screen.findByText('排序不能小于 0');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(sort);
    await userEvent.type(sort, '2.5');
    await userEvent.tab();
    expect(sort.value).toBe('2.5');
    await screen.findByText('排序必须是整数');
  });

  it('sends the numbers typed within bounds', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('安全库存'), '1200.5');
    await userEvent.type(screen.getByLabelText('排序'), '3');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ safetyStock: 1200.5, sort: 3 }));
  });
});
