import { describe, expect, it, vi } from 'vitest';
import { captureFocus } from './focus-return';

describe('captureFocus', () => {
  it('gives the focus back to the element that had it, if it is still on the page', () => {
    vi.useFakeTimers();
    const opener = document.createElement('button');
    const other = document.createElement('input');
    document.body.append(opener, other);
    opener.focus();
    const restore = captureFocus();
    other.focus();
    restore();
    vi.runAllTimers();
    expect(document.activeElement).toBe(opener);

    other.focus();
    const gone = captureFocus();
    other.remove();
    gone();
    vi.runAllTimers();
    expect(document.activeElement).toBe(document.body);
    vi.useRealTimers();
  });
});
