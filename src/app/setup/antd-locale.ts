import type { Locale } from 'antd/es/locale';
// antd's ES locale: `antd/locale/zh_CN` is its CommonJS build, with its own copies of the picker and pagination locales.
import zhCN from 'antd/es/locale/zh_CN';

let locale: Locale | undefined;

/**
 * antd in Chinese, as every ConfigProvider of the app gives it. The date panel's year and month buttons go without
 * their fixed names (选择年份, 选择月份, 选择年代; an empty aria-label is no name): a button reads as what it shows
 * (2026年, 11月), and a fixed name that does not hold the shown text fails WCAG 2.5.3 (axe's
 * label-content-name-mismatch). Built on first use, not as the module loads: a module of the entry's first chunk
 * runs before antd's locale chunk has.
 */
export function antdLocale(): Locale {
  const datePicker = zhCN.DatePicker;
  locale ??= {
    ...zhCN,
    DatePicker: datePicker && {
      ...datePicker,
      lang: { ...datePicker.lang, yearSelect: '', monthSelect: '', decadeSelect: '' },
    },
  };
  return locale;
}
