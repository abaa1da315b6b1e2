import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrintPreviewModal, type PrintPreviewModalProps } from './PrintPreviewModal';

const fields = [{ key: 'orderNo', label: '订单号', sample: 'PO-20260415-0032' }];
const props: PrintPreviewModalProps = {
  title: '采购订单',
  content: '<p>订单号：${orderNo}</p><img src=x onerror="alert(1)">',
  fields,
  paperSize: 'A4',
  orientation: 'PORTRAIT',
  onClose: () => undefined,
};

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  print = vi.fn();
  vi.stubGlobal('print', print);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PrintPreviewModal', () => {
  it('shows the template filled with samples, sanitised, and prints 500 ms after it opened (product.md §7.10)', () => {
    render(<PrintPreviewModal {...props} autoPrint />);
    const sheet = screen.getByTestId('print-sheet');
    expect(sheet.textContent).toBe('订单号：PO-20260415-0032');
    expect(sheet.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    act(() => vi.advanceTimersByTime(499));
    expect(print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('waits for the template before counting, and prints nothing once closed', () => {
    const { rerender, unmount } = render(<PrintPreviewModal {...props} content={undefined} autoPrint />);
    act(() => vi.advanceTimersByTime(800));
    expect(print).not.toHaveBeenCalled();
    rerender(<PrintPreviewModal {...props} autoPrint />);
    act(() => vi.advanceTimersByTime(300));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(print).not.toHaveBeenCalled();
  });

  it('does not print by itself when only previewing', () => {
    render(<PrintPreviewModal {...props} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(print).not.toHaveBeenCalled();
  });
});
