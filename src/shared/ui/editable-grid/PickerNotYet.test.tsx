import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/support/fake-api';
import { PickerNotYet } from './PickerNotYet';

describe('PickerNotYet', () => {
  it('says why the picker cannot open yet under its title, and 知道了 leaves the line as it was', async () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <PickerNotYet title="选择库存" message="请先选择仓库：库存从该仓库中选取" onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('dialog', { name: '选择库存' });
    expect(dialog.textContent).toContain('请先选择仓库：库存从该仓库中选取');
    await userEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
