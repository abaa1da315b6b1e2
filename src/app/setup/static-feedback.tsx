import { ConfigProvider } from 'antd';
import { antdLocale } from './antd-locale';
import { readLayoutSettings, themeConfigOf } from '@/entities/layout-settings';
import { prefersReducedMotion } from '@/shared/lib/browser';

/**
 * Static feedback (message, Modal.confirm/error, notification) renders outside the React tree: give it the app's
 * locale and theme (read when shown). Called by main.tsx: as a module's side effect the bundler dropped it (the
 * package is side-effect free), and the session's failure dialog came in antd's default blue.
 */
export function configureStaticFeedback(): void {
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider locale={antdLocale()} theme={themeConfigOf(readLayoutSettings(), prefersReducedMotion())}>
        {children}
      </ConfigProvider>
    ),
  });
}
