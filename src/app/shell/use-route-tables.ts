import { useMemo } from 'react';
import type { UserInfo } from '@/entities/session';
import { menuScreensOf } from '../routes/menu-screens';
import { buildRouteTable, type AppRoute } from '../routes/route-table';
import { STATIC_ROUTES } from '../routes/static-routes';

/** Routes are generated once per user details and product, not on every render (product.md §4.6). */
export function useRouteTables(user: UserInfo | undefined, productId: string | undefined) {
  const routes = useMemo(() => {
    const all = new Map<string, AppRoute>(STATIC_ROUTES.map((route) => [route.path, route]));
    for (const product of user?.products ?? []) {
      for (const [path, route] of buildRouteTable(user?.functionTree ?? [], product.id).routes)
        if (!all.has(path)) all.set(path, route);
    }
    return all;
  }, [user]);
  const menu = useMemo(() => buildRouteTable(user?.functionTree ?? [], productId).menu, [user, productId]);
  const screens = useMemo(() => menuScreensOf(user?.products ?? [], user?.functionTree ?? []), [user]);
  return { routes, menu, screens };
}
