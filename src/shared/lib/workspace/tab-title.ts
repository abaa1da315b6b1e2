import { createContext, useContext, useEffect } from 'react';

/** Set by the workspace around each kept-alive view: renames the tabs of the view's route (product.md §2.4). */
export const TabTitleContext = createContext<((title: string) => void) | undefined>(undefined);

/** A screen names its tab (e.g. a detail page with the record's code); nothing happens outside the workspace. */
export function useTabTitle(title: string | undefined): void {
  const rename = useContext(TabTitleContext);
  useEffect(() => {
    if (title && rename) rename(title);
  }, [title, rename]);
}

/**
 * Set by the workspace: whether a route record's `component` is something the app can show (a screen-registry key or a
 * layout key: RouteView, PageView, Iframe…). Features may not import the registry (it lives in `src/app`), so a screen
 * that edits route records (平台功能) asks through this. Outside the workspace nothing is known: undefined.
 */
export const KnownScreensContext = createContext<((component: string) => boolean) | undefined>(undefined);

export function useKnownScreens(): ((component: string) => boolean) | undefined {
  return useContext(KnownScreensContext);
}
