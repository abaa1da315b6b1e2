import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserMessageError } from '@/shared/lib/errors';
import { renderWithProviders } from '@tests/support/fake-api';
import { ReasonDialog } from './ReasonDialog';

function setUp(run = vi.fn(() => Promise.resolve())) {
  const onDone = vi.fn();
  renderWithProviders(
    <ReasonDialog
      title="关闭订单：PO-202611-0004"
      verb="关闭"
      id="reason"
      intro="关闭后未到货的数量不再收货。"
      run={run}
      done="订单已关闭"
      onClose={vi.fn()}
      onDone={onDone}
    />,
  );
  return { run, onDone };
}

describe('ReasonDialog', () => {
  it('asks for the reason before calling, then sends it trimmed', async () => {
    const { run, onDone } = setUp();
    await userEvent.click(screen.getByRole('button', { name: '确认关闭' }));
    expect(await screen.findByText('请输入关闭原因')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/关闭原因/), '  供应商停产 ');
    await userEvent.click(screen.getByRole('button', { name: '确认关闭' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(run).toHaveBeenCalledWith('供应商停产', { quiet: true });
  });

  it('keeps the reason and says the refusal in the dialog', async () => {
    const { onDone } = setUp(vi.fn(() => Promise.reject(new UserMessageError('已到货的订单不能取消'))));
    await userEvent.type(screen.getByLabelText(/关闭原因/), '供应商停产');
    await userEvent.click(screen.getByRole('button', { name: '确认关闭' }));
    expect(await screen.findByText(/已到货的订单不能取消/)).toBeTruthy();
    expect((screen.getByLabelText(/关闭原因/) as HTMLTextAreaElement).value).toBe('供应商停产');
    expect(onDone).not.toHaveBeenCalled();
  });
});
