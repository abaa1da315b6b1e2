import { Spin } from 'antd';
import { createElement, lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { ScreenKeyProvider } from '@/shared/lib/screen-key';
import { ErrorBoundary } from '@/shared/ui/error-screen';
import { screenKeys, screenLoader } from '../../screens/registry';

/** One element per registry key over a lazy component (one chunk per screen), made once: nothing loads until rendered. */
const SCREENS = new Map<string, ReactElement>(
  screenKeys.flatMap((key) => {
    const load = screenLoader(key);
    return load ? [[key, createElement(lazy(() => load().then((m) => ({ default: m.Component }))))] as const] : [];
  }),
);

export const hasScreen = (key: string) => SCREENS.has(key);

interface RegistryScreenProps {
  name: string;
  /** Shown for a key the registry lacks (a screen not built yet). */
  missing: ReactNode;
  fullscreenSpinner?: boolean;
}

/** The screen a registry key names, inside its own error boundary and loading state. */
export function RegistryScreen({ name, missing, fullscreenSpinner = false }: RegistryScreenProps) {
  const screen = SCREENS.get(name);
  if (!screen) return missing;
  const spinner = fullscreenSpinner ? (
    <Spin size="large" fullscreen />
  ) : (
    <Spin size="large" style={{ display: 'block', padding: 80 }} />
  );
  return (
    <ErrorBoundary>
      <Suspense fallback={spinner}>
        <ScreenKeyProvider value={name}>{screen}</ScreenKeyProvider>
      </Suspense>
    </ErrorBoundary>
  );
}
