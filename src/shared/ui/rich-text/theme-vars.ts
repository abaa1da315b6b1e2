import type { GlobalToken } from 'antd';

/** The theme's colours as CSS variables for the editor's stylesheet (light and dark alike). */
export function richTextVars(token: GlobalToken): Record<`--${string}`, string> {
  return {
    '--rt-border': token.colorBorder,
    '--rt-background': token.colorBgContainer,
    '--rt-primary': token.colorPrimary,
    '--rt-error': token.colorError,
    '--rt-placeholder': token.colorTextPlaceholder,
    '--rt-secondary': token.colorTextSecondary,
    '--rt-code-background': token.colorFillTertiary,
  };
}
