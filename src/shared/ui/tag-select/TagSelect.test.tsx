import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagSelect } from './TagSelect';

afterEach(cleanup);

const options = [
  { title: '原材料', value: 'RAW' },
  { title: '半成品', value: 'SEMI' },
  { title: '成品', value: 'FG' },
];

function Harness() {
  const [value, setValue] = useState<Array<string | number>>([]);
  return <TagSelect options={options} value={value} onChange={setValue} />;
}

const checked = (name: string) => (screen.getByText(name).closest('.ant-tag')?.className ?? '').includes('checked');

describe('TagSelect', () => {
  it('全部 checks and unchecks everything, and is checked only when all are', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('全部'));
    expect(['原材料', '半成品', '成品', '全部'].map(checked)).toEqual([true, true, true, true]);
    await userEvent.click(screen.getByText('半成品'));
    expect(checked('全部')).toBe(false);
    await userEvent.click(screen.getByText('半成品'));
    expect(checked('全部')).toBe(true);
    await userEvent.click(screen.getByText('全部'));
    expect(['原材料', '半成品', '成品'].map(checked)).toEqual([false, false, false]);
  });
});
