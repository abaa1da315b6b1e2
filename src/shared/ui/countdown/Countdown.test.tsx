import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatCountdown } from './Countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('formatCountdown', () => {
  it('shows hh:mm:ss, never below zero', () => {
    expect(formatCountdown(3725)).toBe('01:02:05');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(360000)).toBe('100:00:00');
  });
});

describe('Countdown', () => {
  it('ticks every second and calls onEnd once at zero', () => {
    const onEnd = vi.fn();
    render(<Countdown target={Date.now() + 3000} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:02');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops when it leaves the screen', () => {
    const onEnd = vi.fn();
    const view = render(<Countdown target={Date.now() + 2000} onEnd={onEnd} />);
    view.unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).not.toHaveBeenCalled();
  });
});
