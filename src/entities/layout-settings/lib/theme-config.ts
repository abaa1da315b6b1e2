import type { ThemeConfig } from 'antd';
// The algorithms by path: `theme` from 'antd' also brings the compact algorithm and getDesignToken into the entry.
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import { darkenToContrast } from '@/shared/lib/color';
import type { LayoutSettings } from '../model/layout-settings';

/**
 * Text colours that reach WCAG AA (4.5:1) on the theme's backgrounds (white and the light grey page; black): antd's
 * defaults for secondary text (45%), placeholders (25%) and errors (#ff4d4f) reach 1.8 to 4.4.
 */
const LIGHT_TEXT = {
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
};
const DARK_TEXT = {
  colorTextDescription: 'rgba(255, 255, 255, 0.6)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
};
/** The light tint antd puts behind a selected menu item (primary-1, #e6f4ff for the default blue), with a margin. */
const SELECTED_BACKGROUND = '#e6f4ff';
const PRIMARY_CONTRAST = 4.6;
const HOVER_CONTRAST = 5.6;
// Danger links sit on hovered and selected rows too; status tags write in these colours on their own tint.
// Their tints stay antd's light ones: derived from the darkened colours, antd's palette gives a grey-green behind
// 已通过 (#bbc2b4, 2.7:1 for the outlined success tags of the approval-flow diagram).
const STATUS = {
  colorError: darkenToContrast('#ff4d4f', SELECTED_BACKGROUND, PRIMARY_CONTRAST),
  // A danger link under the pointer (强制下线 on a hovered row, #fafafa): antd's lighter hover shade reads 3.6:1.
  colorErrorHover: darkenToContrast('#ff4d4f', SELECTED_BACKGROUND, HOVER_CONTRAST),
  colorSuccess: darkenToContrast('#52c41a', '#f6ffed', PRIMARY_CONTRAST),
  colorWarning: darkenToContrast('#faad14', '#fffbe6', PRIMARY_CONTRAST),
  colorErrorBg: '#fff2f0',
  colorSuccessBg: '#f6ffed',
  colorWarningBg: '#fffbe6',
};

/**
 * The antd theme of the settings: the app layer hands it to ConfigProvider. `reducedMotion` (the system's
 * prefers-reduced-motion) turns off every antd animation: dialogs, dropdowns and drawers appear at once.
 * In the light theme the chosen colour is darkened as far as needed for its text and for white text on it to be read
 * (AA); the swatch and the stored setting keep the colour the user chose.
 */
export function themeConfigOf(
  settings: Pick<LayoutSettings, 'theme' | 'primaryColor'>,
  reducedMotion = false,
): ThemeConfig {
  if (settings.theme === 'dark') {
    return {
      algorithm: darkAlgorithm,
      token: { ...DARK_TEXT, colorPrimary: settings.primaryColor, motion: !reducedMotion },
      components: readableGreys(DARK_TEXT),
    };
  }
  const primary = darkenToContrast(settings.primaryColor, SELECTED_BACKGROUND, PRIMARY_CONTRAST);
  // antd hovers in a lighter shade, which would drop below AA under the pointer: a darker one still shows the hover.
  const hover = darkenToContrast(settings.primaryColor, SELECTED_BACKGROUND, HOVER_CONTRAST);
  // Links and 'processing' tags take antd's info colour, not the primary: both follow the primary here.
  return {
    algorithm: defaultAlgorithm,
    token: {
      ...LIGHT_TEXT,
      ...STATUS,
      colorPrimary: primary,
      colorPrimaryHover: hover,
      colorInfo: primary,
      colorLink: primary,
      colorLinkHover: hover,
      motion: !reducedMotion,
    },
    components: {
      // A selected row under the pointer: antd's deeper tint (#bae0ff) holds its links at 3.8:1; the selected tint stays.
      ...readableGreys(LIGHT_TEXT),
      Table: { ...readableGreys(LIGHT_TEXT).Table, rowSelectedHoverBg: SELECTED_BACKGROUND },
    },
  };
}

/**
 * Text antd draws in the disabled grey (1.8:1) that a person still reads takes the description colour: a table's
 * '暂无数据', and a date panel's days of the months before and after (and the days a field does not allow, which keep
 * their grey background as the sign).
 */
function readableGreys(text: typeof LIGHT_TEXT) {
  return {
    Table: { colorTextDisabled: text.colorTextDescription },
    DatePicker: { colorTextDisabled: text.colorTextDescription },
  } satisfies ThemeConfig['components'];
}
