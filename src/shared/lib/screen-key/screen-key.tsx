import { createContext, useContext, type ReactNode } from 'react';

/** The registry key a screen was opened by ('pm.mdRole'): a declared screen's table id and permission class. */
const ScreenKeyContext = createContext<string | undefined>(undefined);

export function ScreenKeyProvider({ value, children }: { value: string; children: ReactNode }) {
  return <ScreenKeyContext.Provider value={value}>{children}</ScreenKeyContext.Provider>;
}

/** The key of the screen being rendered; undefined outside the registry (a test renders a page on its own). */
export const useScreenKey = () => useContext(ScreenKeyContext);

/** A registry key's permission class: 'pm.mdRole' -> 'mdRole' (docs/architecture.md → Screen kit). */
export const permissionClassOf = (key: string) => key.slice(key.indexOf('.') + 1);
