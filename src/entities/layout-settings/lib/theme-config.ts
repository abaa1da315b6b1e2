import type { ThemeConfig } from 'antd';
// The algorithms by path: `theme` from 'antd' also brings the compact algorithm and getDesignToken into the entry.
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { LayoutSettings } from '../model/layout-settings';

/**
 * The antd theme of the settings: the app layer hands it to ConfigProvider. `reducedMotion` (the system's
 * prefers-reduced-motion) turns off every antd animation: dialogs, dropdowns and drawers appear at once.
 */
export function themeConfigOf(settings: Pick<LayoutSettings, 'theme' | 'primaryColor'>, reducedMotion = false): ThemeConfig {
  return {
    algorithm: settings.theme === 'dark' ? darkAlgorithm : defaultAlgorithm,
    token: { colorPrimary: settings.primaryColor, motion: !reducedMotion },
  };
}
