import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { antdLocale } from './antd-locale';
import { useEffect, useState, type ReactNode } from 'react';
import { themeConfigOf, useLayoutSettings } from '@/entities/layout-settings';
import { createQueryClient } from '@/shared/api';
import { usePrefersReducedMotion } from '@/shared/lib/browser';

/** Locale, query client and the theme of the layout settings (dark, primary colour, colour weak) and of the system's motion setting. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [settings] = useLayoutSettings();
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', settings.colorWeak);
    document.documentElement.dataset.theme = settings.theme;
  }, [settings.colorWeak, settings.theme]);
  return (
    <ConfigProvider locale={antdLocale()} theme={themeConfigOf(settings, reducedMotion)}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
