import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSource, renderTable } from './data-table.fixture';

// The density menu and the column panel are mounted from their button's first use: that first use must open them.
describe('DataTable: toolbar menus', () => {
  it('opens the density menu on the first click and changes the density', async () => {
    const { container } = renderTable({ source: fakeSource().source });
    await screen.findByText('L-1');
    await userEvent.click(screen.getByRole('button', { name: '密度' }));
    await userEvent.click(await screen.findByText('中等'));
    await waitFor(() => expect(container.querySelector('.ant-table-medium')).not.toBeNull());
  });

  it('opens the column panel from the keyboard and keeps the focus on its button', async () => {
    renderTable({ source: fakeSource().source });
    await screen.findByText('L-1');
    screen.getByRole('button', { name: '列设置' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('checkbox', { name: '产线名称' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '列设置' }));
  });
});
