import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconPicker } from './IconPicker';

afterEach(cleanup);

describe('IconPicker', () => {
  it('offers the icons in tabs and gives the chosen name, custom aliases included', async () => {
    const onChange = vi.fn();
    render(<IconPicker onChange={onChange} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '方向性图标',
      '提示建议性图标',
      '编辑类图标',
      '数据类图标',
      '网站通用图标',
      '品牌和标识',
      '自定义',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(onChange).toHaveBeenLastCalledWith('SwapOutlined');
    await userEvent.click(screen.getByRole('tab', { name: '自定义' }));
    await userEvent.click(await screen.findByRole('button', { name: '仓库' }));
    expect(onChange).toHaveBeenLastCalledWith('warehouse');
  });

  it('searches by name', async () => {
    render(<IconPicker />);
    await userEvent.type(screen.getByRole('textbox', { name: '搜索图标' }), 'export');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull();
  });
});
