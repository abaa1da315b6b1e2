import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSource, renderTable, type Line } from './data-table.fixture';
import { tableScroll } from './virtual-scroll';

const many: Line[] = Array.from({ length: 300 }, (_, i) => ({
  id: String(i + 1),
  code: `L-${i + 1}`,
  name: `${i + 1}号线`,
  status: i % 2,
}));
const scrollWarnings = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter((call) => call.some((a) => String(a).includes('scroll.x')));

afterEach(() => vi.restoreAllMocks());

describe('DataTable: virtual rendering', () => {
  it('renders a 300-row page virtually, with a numeric scroll.x (no rc-table warning)', async () => {
    const errors = vi.spyOn(console, 'error');
    const warns = vi.spyOn(console, 'warn');
    const { container } = renderTable({
      source: fakeSource({ unpaged: true, rows: () => many }).source,
      selection: 'checkbox',
    });
    await screen.findByText('L-1');
    expect(container.querySelector('.ant-table-virtual')).not.toBeNull();
    expect(container.querySelector('.rc-virtual-list-holder, .ant-table-tbody-virtual-holder')).not.toBeNull();
    expect(scrollWarnings(errors)).toEqual([]);
    expect(scrollWarnings(warns)).toEqual([]);
  });

  it('renders a short page as a plain table', async () => {
    const { container } = renderTable({ source: fakeSource().source });
    await screen.findByText('L-1');
    expect(container.querySelector('.ant-table-virtual')).toBeNull();
  });

  it('turns virtual on for a given body height, however short the page', async () => {
    const { container } = renderTable({ source: fakeSource().source, virtualHeight: 400 });
    await screen.findByText('L-1');
    expect(container.querySelector('.ant-table-virtual')).not.toBeNull();
  });
});

describe('tableScroll', () => {
  const columns = [{ width: 55 }, { width: 120 }, {}, { width: 180 }];

  it('renders up to 200 rows plainly, as wide as the columns (an ellipsis column cuts at its width)', () => {
    expect(tableScroll(columns, 200)).toEqual({ virtual: false, scroll: { x: 55 + 120 + 150 + 180 } });
  });

  it('sums the widths over 200 rows: 150 for a column without one, plus the selection column', () => {
    expect(tableScroll(columns, 201)).toEqual({ virtual: true, scroll: { x: 55 + 120 + 150 + 180, y: 600 } });
    expect(tableScroll(columns, 201, { selection: 'checkbox' }).scroll.x).toBe(505 + 32);
    expect(tableScroll(columns, 10, { selection: 'radio', virtualHeight: 300 })).toEqual({
      virtual: true,
      scroll: { x: 505 + 40, y: 300 },
    });
  });
});
