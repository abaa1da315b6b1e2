import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsButtonLabel, useCountdown } from './use-countdown';

describe('smsButtonLabel', () => {
  it('reads 获取验证码, then the seconds left, then 重新获取', () => {
    expect(smsButtonLabel(0, false)).toBe('获取验证码');
    expect(smsButtonLabel(60, true)).toBe('60 秒后重新获取');
    expect(smsButtonLabel(1, true)).toBe('1 秒后重新获取');
    expect(smsButtonLabel(0, true)).toBe('重新获取');
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down once a second to 0 and stops', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, started: false });
    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ remaining: 3, started: true });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from the new number when started again', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.remaining).toBe(50);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
  });

  it('starting with 0 seconds leaves the button free', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(0));
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
