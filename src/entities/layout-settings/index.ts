export { DEFAULT_LAYOUT_SETTINGS, readLayoutSettings, type LayoutSettings } from './model/layout-settings';
export { useLayoutSettings, updateLayoutSettings, resetLayoutSettings } from './model/layout-settings-store';
export { themeConfigOf } from './lib/theme-config';
export { PRIMARY_COLOR_PRESETS } from './config/primary-colors';
