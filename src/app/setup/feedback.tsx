import { ConfigProvider, message, Modal, notification } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { readLayoutSettings, themeConfigOf } from '@/entities/layout-settings';
import { prefersReducedMotion } from '@/shared/lib/browser';

// Static feedback renders outside the React tree: give it the same locale and theme as the app (read when shown).
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={themeConfigOf(readLayoutSettings(), prefersReducedMotion())}>
      {children}
    </ConfigProvider>
  ),
});

export { message, Modal, notification };
