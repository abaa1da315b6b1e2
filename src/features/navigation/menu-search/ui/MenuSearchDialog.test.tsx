import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuScreen } from '../model/menu-index';
import { MenuSearchDialog } from './MenuSearchDialog';

const screens: MenuScreen[] = [
  { path: '/master/material', title: '物料', productId: 'P2', productName: '主数据', trail: ['物料管理'] },
  { path: '/master/materialGroup', title: '物料组', productId: 'P2', productName: '主数据', trail: ['物料管理'] },
  { path: '/master/materialType', title: '物料类型', productId: 'P2', productName: '主数据', trail: ['物料管理'] },
];

function renderDialog() {
  const onChoose = vi.fn();
  render(<MenuSearchDialog open screens={screens} onClose={vi.fn()} onChoose={onChoose} />);
  return { onChoose, box: screen.getByRole('combobox', { name: '搜索页面' }) };
}

describe('MenuSearchDialog', () => {
  it('moves through the results with the arrows (wrapping) and opens the active one with Enter', async () => {
    const user = userEvent.setup();
    const { onChoose, box } = renderDialog();
    await user.type(box, 'wl');
    // Pinyin arrives with the lazily imported pinyin-pro: until then 'wl' matches no text.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('物料主数据 / 物料管理 / 物料');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('物料类型主数据 / 物料管理 / 物料类型');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe(active());
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('物料主数据 / 物料管理 / 物料');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(screens[2]);
  });

  it('says so when nothing matches, and Enter then opens nothing', async () => {
    const user = userEvent.setup();
    const { onChoose, box } = renderDialog();
    await user.type(box, '没有的页面{Enter}');
    expect(screen.getByRole('status').textContent).toBe('没有找到匹配的页面');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
