import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Crash({ when }: { when: boolean }): string {
  if (when) throw new Error('渲染失败');
  return '页面内容';
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows the failure in Chinese instead of a white screen, and clears it when its reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/master/material">
        <Crash when />
      </ErrorBoundary>,
    );
    expect(screen.getByText('页面出错了')).toBeTruthy();
    // The same path again keeps the failure on screen.
    rerender(
      <ErrorBoundary resetKey="/master/material">
        <Crash when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('页面出错了')).toBeTruthy();
    // Another path: the boundary renders its children again.
    rerender(
      <ErrorBoundary resetKey="/master/materialGroup">
        <Crash when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('页面内容')).toBeTruthy();
    expect(screen.queryByText('页面出错了')).toBeNull();
  });
});
