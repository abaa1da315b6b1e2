import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePollWhileShown } from './use-poll-while-shown';

afterEach(() => vi.restoreAllMocks());

describe('usePollWhileShown', () => {
  it('polls while the page is visible, pauses while it is hidden, and stops when the screen goes', () => {
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const { result, unmount } = renderHook(() => usePollWhileShown(5000));
    expect(result.current).toBe(5000);
    state.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe(false);
    state.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe(5000);
    unmount();
  });
});
