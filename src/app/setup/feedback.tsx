import { ConfigProvider, message, Modal, notification } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { prefersReducedMotion } from '@/shared/lib/browser';

// Static feedback renders outside the React tree: give it the same locale and motion setting as the app.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={{ token: { motion: !prefersReducedMotion() } }}>
      {children}
    </ConfigProvider>
  ),
});

export { message, Modal, notification };
