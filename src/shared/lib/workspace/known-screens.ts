import { createContext, useContext } from 'react';

/**
 * Set by the workspace: whether a route record's `component` is something the app can show (a screen-registry key or a
 * layout key: RouteView, PageView, Iframe…). Features may not import the registry (it lives in `src/app`), so a screen
 * that edits route records (平台功能) asks through this. Outside the workspace nothing is known: undefined.
 */
export const KnownScreensContext = createContext<((component: string) => boolean) | undefined>(undefined);

export function useKnownScreens(): ((component: string) => boolean) | undefined {
  return useContext(KnownScreensContext);
}
