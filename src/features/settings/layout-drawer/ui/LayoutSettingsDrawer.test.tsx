import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readLayoutSettings, resetLayoutSettings } from '@/entities/layout-settings';
import { LayoutSettingsButton } from './LayoutSettingsButton';
import { LayoutSettingsDrawer } from './LayoutSettingsDrawer';

const stored = (key: string): unknown =>
  (JSON.parse(localStorage.getItem(key) ?? 'null') as { value?: unknown } | null)?.value;
const switchNamed = (name: string) => screen.getByRole('switch', { name });
const checked = (element: HTMLElement) => element.getAttribute('aria-checked');

function renderDrawer() {
  return render(<LayoutSettingsDrawer open onClose={() => undefined} />);
}

beforeEach(resetLayoutSettings);

describe('LayoutSettingsDrawer', () => {
  it('shows the product.md §9 defaults', () => {
    renderDrawer();
    expect(screen.getByText('系统布局配置')).toBeTruthy();
    expect(checked(screen.getByRole('radio', { name: '亮色风格' }))).toBe('true');
    expect(checked(screen.getByRole('radio', { name: '侧边菜单布局' }))).toBe('true');
    expect(checked(screen.getByRole('radio', { name: '拂晓蓝（默认）' }))).toBe('true');
    expect(checked(switchNamed('固定 Header'))).toBe('true');
    expect(checked(switchNamed('固定侧边菜单'))).toBe('true');
    expect(checked(switchNamed('下滑时隐藏 Header'))).toBe('false');
    expect(checked(switchNamed('色弱模式'))).toBe('false');
    expect(checked(switchNamed('多页签模式'))).toBe('true');
  });

  it('writes each toggled setting under its key, and a fresh drawer shows it again', async () => {
    const { unmount } = renderDrawer();
    await userEvent.click(switchNamed('多页签模式'));
    await userEvent.click(switchNamed('色弱模式'));
    await userEvent.click(switchNamed('下滑时隐藏 Header'));
    await userEvent.click(screen.getByRole('radio', { name: '暗色风格' }));
    await userEvent.click(screen.getByRole('radio', { name: '酱紫' }));
    await userEvent.click(screen.getByRole('radio', { name: '顶部菜单布局' }));
    expect(stored('DEFAULT_MULTI_TAB')).toBe(false);
    expect(stored('DEFAULT_COLOR_WEAK')).toBe(true);
    expect(stored('DEFAULT_FIXED_HEADER_HIDDEN')).toBe(true);
    expect(stored('DEFAULT_THEME')).toBe('dark');
    expect(stored('DEFAULT_COLOR')).toBe('#722ed1');
    expect(stored('DEFAULT_LAYOUT_MODE')).toBe('top');
    unmount();

    expect(readLayoutSettings()).toMatchObject({ multiTab: false, colorWeak: true, theme: 'dark', layoutMode: 'top' });
    renderDrawer();
    expect(checked(switchNamed('多页签模式'))).toBe('false');
    expect(checked(switchNamed('色弱模式'))).toBe('true');
    expect(checked(screen.getByRole('radio', { name: '暗色风格' }))).toBe('true');
    expect(checked(screen.getByRole('radio', { name: '酱紫' }))).toBe('true');
    expect(checked(screen.getByRole('radio', { name: '顶部菜单布局' }))).toBe('true');
  });

  it('enables what only makes sense in the current layout', async () => {
    renderDrawer();
    expect(switchNamed('固定侧边菜单').hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('combobox', { name: '内容区域宽度' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '顶部菜单布局' }));
    expect(switchNamed('固定侧边菜单').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: '内容区域宽度' }).hasAttribute('disabled')).toBe(false);
    await userEvent.click(switchNamed('固定 Header'));
    expect(stored('DEFAULT_FIXED_HEADER')).toBe(false);
    expect(switchNamed('下滑时隐藏 Header').hasAttribute('disabled')).toBe(true);
  });

  it('sets the content width in top-menu mode', async () => {
    renderDrawer();
    await userEvent.click(screen.getByRole('radio', { name: '顶部菜单布局' }));
    await userEvent.click(screen.getByRole('combobox', { name: '内容区域宽度' }));
    await userEvent.click(await screen.findByTitle('定宽'));
    expect(stored('DEFAULT_CONTENT_WIDTH_TYPE')).toBe('fixed');
  });

  it('goes back to the defaults', async () => {
    renderDrawer();
    await userEvent.click(switchNamed('多页签模式'));
    await userEvent.click(screen.getByRole('button', { name: '恢复默认设置' }));
    expect(localStorage.getItem('DEFAULT_MULTI_TAB')).toBeNull();
    expect(checked(switchNamed('多页签模式'))).toBe('true');
  });
});

describe('LayoutSettingsButton', () => {
  it('opens the drawer', async () => {
    render(<LayoutSettingsButton />);
    expect(screen.queryByText('系统布局配置')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '布局设置' }));
    expect(await screen.findByText('系统布局配置')).toBeTruthy();
  });
});
