import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BodyFacts } from '@/shared/api';
import type { GridColumn } from '@/shared/ui/editable-grid';
import { renderWithProviders } from '@tests/support/fake-api';
import { defineForm } from './define-form';
import { RecordFormModal } from './RecordFormModal';

afterEach(cleanup);

const facts = {
  orderDate: { required: true, type: 'string', maxLength: 10 },
  lines: {
    required: true,
    type: 'array',
    minItems: 1,
    items: {
      code: { required: true, type: 'string', maxLength: 16 },
      dueDate: { required: true, type: 'string', maxLength: 10 },
    },
  },
} as const;
type Body = { orderDate: string; lines: { code: string; dueDate: string }[] };
type Line = Body['lines'][number];

/** The grid's due date may not be before the header's date: a rule only the form's values can say. */
function useDueAfterOrder(columns: readonly GridColumn<Line>[]): readonly GridColumn<Line>[] {
  const orderDate = useWatch<Body, 'orderDate'>({ name: 'orderDate' });
  return columns.map((column) =>
    column.key === 'dueDate'
      ? { ...column, rule: (value) => (String(value) < orderDate ? `交期不能早于 ${orderDate}` : undefined) }
      : column,
  );
}

const form = defineForm(facts as BodyFacts<Body, typeof facts>, {
  orderDate: { label: '下单日期' },
  lines: {
    label: '明细',
    lines: {
      columns: [
        { key: 'code', title: '物料编码' },
        { key: 'dueDate', title: '交期' },
      ],
      useColumns: useDueAfterOrder,
    },
  },
});

describe('LinesInput', () => {
  it("gives the grid the columns its hook makes of the form's other values, and follows them as they change", async () => {
    renderWithProviders(
      <RecordFormModal
        title="新增订单"
        open
        onClose={vi.fn()}
        schema={form.schema}
        defaultValues={{ orderDate: '2026-12-01', lines: [{ code: 'RM-01', dueDate: '2026-11-30' }] }}
        fields={form.fields()}
        onSubmit={vi.fn(() => Promise.resolve())}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    const due = screen.getByRole('grid', { name: '明细' }).querySelector<HTMLElement>('[data-cell="0:1"]');
    expect(due?.getAttribute('aria-invalid')).toBe('true');
    expect(due?.title).toBe('交期不能早于 2026-12-01');
    const orderDate = screen.getByLabelText<HTMLInputElement>('下单日期');
    await userEvent.clear(orderDate);
    await userEvent.type(orderDate, '2026-11-20');
    expect(due?.getAttribute('aria-invalid')).toBeNull();
  });
});
