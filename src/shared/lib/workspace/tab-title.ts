import { createContext, useContext, useEffect } from 'react';

/** Set by the workspace around each kept-alive view: renames the tabs of the view's route (§2.4). */
export const TabTitleContext = createContext<((title: string) => void) | undefined>(undefined);

/** A screen names its tab (e.g. a detail page with the record's code); nothing happens outside the workspace. */
export function useTabTitle(title: string | undefined): void {
  const rename = useContext(TabTitleContext);
  useEffect(() => {
    if (title && rename) rename(title);
  }, [title, rename]);
}
