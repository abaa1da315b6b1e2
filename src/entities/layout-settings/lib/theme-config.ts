import { theme, type ThemeConfig } from 'antd';
import type { LayoutSettings } from '../model/layout-settings';

/** The antd theme of the settings: the app layer hands it to ConfigProvider. */
export function themeConfigOf(settings: Pick<LayoutSettings, 'theme' | 'primaryColor'>): ThemeConfig {
  return {
    algorithm: settings.theme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: settings.primaryColor },
  };
}
