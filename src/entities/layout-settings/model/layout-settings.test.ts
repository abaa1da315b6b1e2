import { act, renderHook } from '@testing-library/react';
import { theme } from 'antd';
import { contrastRatio } from '@/shared/lib/color';
import { describe, expect, it } from 'vitest';
import { themeConfigOf } from '../lib/theme-config';
import { DEFAULT_LAYOUT_SETTINGS, readLayoutSettings } from './layout-settings';
import { resetLayoutSettings, updateLayoutSettings, useLayoutSettings } from './layout-settings-store';

const stored = (key: string): unknown =>
  (JSON.parse(localStorage.getItem(key) ?? 'null') as { value?: unknown } | null)?.value;

describe('layout settings', () => {
  it('start from the product.md §9 defaults', () => {
    expect(readLayoutSettings()).toEqual({
      theme: 'light',
      layoutMode: 'side',
      primaryColor: '#1677ff',
      colorWeak: false,
      fixedHeader: true,
      fixedSidebar: true,
      autoHideHeader: false,
      contentWidth: 'fluid',
      multiTab: true,
      sidebarCollapsed: false,
    });
  });

  it('keep each setting under its product.md §3 key, and a fresh read restores them', () => {
    updateLayoutSettings({
      theme: 'dark',
      layoutMode: 'top',
      primaryColor: '#722ed1',
      colorWeak: true,
      fixedHeader: false,
      fixedSidebar: false,
      autoHideHeader: true,
      contentWidth: 'fixed',
      multiTab: false,
      sidebarCollapsed: true,
    });
    expect({
      DEFAULT_THEME: stored('DEFAULT_THEME'),
      DEFAULT_LAYOUT_MODE: stored('DEFAULT_LAYOUT_MODE'),
      DEFAULT_COLOR: stored('DEFAULT_COLOR'),
      DEFAULT_COLOR_WEAK: stored('DEFAULT_COLOR_WEAK'),
      DEFAULT_FIXED_HEADER: stored('DEFAULT_FIXED_HEADER'),
      DEFAULT_FIXED_SIDEMENU: stored('DEFAULT_FIXED_SIDEMENU'),
      DEFAULT_FIXED_HEADER_HIDDEN: stored('DEFAULT_FIXED_HEADER_HIDDEN'),
      DEFAULT_CONTENT_WIDTH_TYPE: stored('DEFAULT_CONTENT_WIDTH_TYPE'),
      DEFAULT_MULTI_TAB: stored('DEFAULT_MULTI_TAB'),
      SIDEBAR_TYPE: stored('SIDEBAR_TYPE'),
    }).toEqual({
      DEFAULT_THEME: 'dark',
      DEFAULT_LAYOUT_MODE: 'top',
      DEFAULT_COLOR: '#722ed1',
      DEFAULT_COLOR_WEAK: true,
      DEFAULT_FIXED_HEADER: false,
      DEFAULT_FIXED_SIDEMENU: false,
      DEFAULT_FIXED_HEADER_HIDDEN: true,
      DEFAULT_CONTENT_WIDTH_TYPE: 'fixed',
      DEFAULT_MULTI_TAB: false,
      SIDEBAR_TYPE: true,
    });
    expect(readLayoutSettings()).toMatchObject({
      theme: 'dark',
      layoutMode: 'top',
      sidebarCollapsed: true,
      multiTab: false,
    });
  });

  it('fall back to the default for a corrupt or foreign stored value', () => {
    localStorage.setItem('DEFAULT_THEME', '{broken');
    localStorage.setItem('DEFAULT_COLOR', JSON.stringify({ value: 'red; background: url(x)', expire: null }));
    localStorage.setItem('DEFAULT_FIXED_HEADER', JSON.stringify({ value: 'yes', expire: null }));
    localStorage.setItem('DEFAULT_LAYOUT_MODE', JSON.stringify({ value: 'topmenu', expire: null }));
    localStorage.setItem('DEFAULT_MULTI_TAB', JSON.stringify({ value: false, expire: null }));
    expect(readLayoutSettings()).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, multiTab: false });
  });

  it('reset removes what was stored', () => {
    updateLayoutSettings({ theme: 'dark', multiTab: false });
    resetLayoutSettings();
    expect(localStorage.getItem('DEFAULT_THEME')).toBeNull();
    expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });
});

describe('useLayoutSettings', () => {
  it('re-renders with a change, and keeps the same object while nothing changes', () => {
    const { result, rerender } = renderHook(useLayoutSettings);
    const [first, update] = result.current;
    rerender();
    expect(result.current[0]).toBe(first);
    act(() => update({ layoutMode: 'top' }));
    expect(result.current[0]).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, layoutMode: 'top' });
    act(() => resetLayoutSettings());
    expect(result.current[0].layoutMode).toBe('side');
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(useLayoutSettings);
    act(() => {
      localStorage.setItem('DEFAULT_THEME', JSON.stringify({ value: 'dark', expire: null }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'DEFAULT_THEME' }));
    });
    expect(result.current[0].theme).toBe('dark');
  });
});

describe('themeConfigOf', () => {
  it('gives antd the algorithm and primary colour of the settings', () => {
    const token = (config: Parameters<typeof theme.getDesignToken>[0]) => theme.getDesignToken(config);
    const dark = token(themeConfigOf({ theme: 'dark', primaryColor: '#722ed1' }));
    const antdDark = token({ algorithm: theme.darkAlgorithm, token: { colorPrimary: '#722ed1' } });
    expect(dark.colorBgContainer).toBe(antdDark.colorBgContainer);
    expect(dark.colorPrimary).toBe(antdDark.colorPrimary);
    const light = token(themeConfigOf({ theme: 'light', primaryColor: '#fa541c' }));
    expect(light.colorBgContainer).toBe(token({ algorithm: theme.defaultAlgorithm }).colorBgContainer);
    // The light theme writes text in the chosen colour darkened to AA contrast; a colour that reaches it stays as is.
    expect(light.colorPrimary).not.toBe('#fa541c');
    expect(contrastRatio(light.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(token(themeConfigOf({ theme: 'light', primaryColor: '#722ed1' })).colorPrimary).toBe('#722ed1');
    expect(contrastRatio(light.colorError, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Row actions on a selected row under the pointer are read as well as on the selected row.
    const lightConfig = themeConfigOf({ theme: 'light', primaryColor: '#1677ff' });
    const hovered = lightConfig.components?.Table?.rowSelectedHoverBg ?? '';
    expect(contrastRatio(token(lightConfig).colorLink, hovered)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token(lightConfig).colorError, hovered)).toBeGreaterThanOrEqual(4.5);
    // A danger link in its hover colour on a hovered row (antd's row hover, rgba(0,0,0,0.02) on white) is read too.
    expect(contrastRatio(token(lightConfig).colorErrorHover, '#fafafa')).toBeGreaterThanOrEqual(4.5);
    expect(light.colorBgContainer).not.toBe(dark.colorBgContainer);
  });

  it('turns antd motion off when the system asks for reduced motion', () => {
    expect(themeConfigOf({ theme: 'light', primaryColor: '#1677ff' }).token?.motion).toBe(true);
    expect(themeConfigOf({ theme: 'light', primaryColor: '#1677ff' }, true).token?.motion).toBe(false);
  });
});
