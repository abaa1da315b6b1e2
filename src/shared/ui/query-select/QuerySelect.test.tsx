import { queryOptions } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/support/fake-api';
import { QuerySelect } from './QuerySelect';

afterEach(cleanup);

const channels = [
  { id: '1', name: '阿里云短信', status: 0 },
  { id: '2', name: '腾讯云短信', status: 1 },
];

describe('QuerySelect', () => {
  it('shows a disabled option where the option says so, and does not choose it', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <QuerySelect
        id="channelId"
        query={queryOptions({ queryKey: ['test', 'channels'], queryFn: () => Promise.resolve(channels) })}
        option={(channel) => ({ value: channel.id, label: channel.name, disabled: channel.status !== 0 })}
        onChange={onChange}
        placeholder="请选择短信通道"
      />,
    );
    await userEvent.click(screen.getByRole('combobox'));
    const stopped = await screen.findByTitle('腾讯云短信');
    expect(stopped.getAttribute('aria-disabled') ?? stopped.className).toMatch(/true|disabled/);
    await userEvent.click(stopped);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTitle('阿里云短信'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('1'));
  });
});
