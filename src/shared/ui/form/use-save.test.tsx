import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { useSave } from './use-save';

describe('useSave', () => {
  it('is saving while the call is on its way, and says why it failed with the prefix', async () => {
    let reject: (error: unknown) => void = () => undefined;
    const run = vi.fn(() => new Promise((_resolve, fail) => (reject = fail)));
    const { result } = renderHook(() => useSave(run, { failurePrefix: '保存失败：' }));
    let outcome: Promise<boolean> = Promise.resolve(true);
    act(() => {
      outcome = result.current.save();
    });
    expect(result.current.saving).toBe(true);
    await act(async () => {
      reject(new ApiError('business', '进度不能小于已报工进度', { operationId: 'x' }));
      expect(await outcome).toBe(false);
    });
    expect(result.current.saving).toBe(false);
    expect(result.current.failure).toBe('保存失败：进度不能小于已报工进度');
  });

  it('passes its arguments, clears an old failure and reports success', async () => {
    const run = vi.fn((_id: string, _value: number) => Promise.resolve());
    const { result } = renderHook(() => useSave(run));
    await act(async () => {
      expect(await result.current.save('7', 60)).toBe(true);
    });
    expect(run).toHaveBeenCalledWith('7', 60);
    expect(result.current.failure).toBeUndefined();
  });
});
