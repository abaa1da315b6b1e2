import { createContext, useContext } from 'react';
import type { UserInfo } from '@/entities/session';
import type { MenuScreen } from '@/features/navigation/menu-search';
import type { AppRoute, MenuNode, Product } from '../routes/route-table';

export interface Shell {
  user: UserInfo;
  product: Product | undefined;
  /** The current product's menu (product.md §2.4: the side menu is built from the current product's routes). */
  menu: MenuNode[];
  /** Every route of every product plus the static ones, so a tab of another product still renders. */
  routes: ReadonlyMap<string, AppRoute>;
  /** Every screen the menus of all products offer, for the menu search. */
  screens: readonly MenuScreen[];
  selectProduct(productId: string): void;
}

export const ShellContext = createContext<Shell | undefined>(undefined);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell is used outside the session shell');
  return shell;
}
