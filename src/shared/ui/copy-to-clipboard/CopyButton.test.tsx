import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, renderWithProviders } from '@tests/support/fake-api';
import { CopyButton } from './CopyButton';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

function clipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

describe('CopyButton', () => {
  it('copies and says 复制成功', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    renderWithProviders(<CopyButton text="ZZ-01" />);
    await userEvent.click(screen.getByRole('button', { name: '复制到剪贴板' }));
    expect(writeText).toHaveBeenCalledWith('ZZ-01');
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });

  it('says 复制失败 when the browser refuses', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    renderWithProviders(<CopyButton text="ZZ-01" />);
    await userEvent.click(screen.getByRole('button', { name: '复制到剪贴板' }));
    expect(await screen.findByText('复制失败')).toBeTruthy();
  });

  it('says 未指定复制内容 without content', async () => {
    renderWithProviders(<CopyButton text="" />);
    await userEvent.click(screen.getByRole('button', { name: '复制到剪贴板' }));
    expect(await screen.findByText('未指定复制内容')).toBeTruthy();
  });
});
