import { useMemo, type ReactNode } from 'react';
import { LookupsProvider, useLookups, type Lookups } from '@/shared/lib/lookups';
import { usePermissions } from '../model/use-permissions';

/**
 * Inside the project area the actions are gated by the PROJECT permission set (§6), not the menu's: the shared
 * widgets below (DataTable's 新增 and row actions, status actions) check `canProj` here. `permissionPrefix: 'projTask'`
 * then means projTask:add, projTask:edit, projTask:delete of the project set; a list passes if any entry is held;
 * 详情 is open to whoever sees the tab.
 */
export function ProjectPermissions({ children }: { children: ReactNode }) {
  const outer = useLookups();
  const { canProj } = usePermissions();
  const value = useMemo<Lookups>(
    () => ({
      ...outer,
      can: (required) => canProj(required, 'or'),
      // Looking (详情) needs no project permission: whoever sees the tab may open a record's detail.
      canRowAction: ({ className, action, require }) => (action === 'detail' && !require) || canProj([require ?? action, `${className}:${action}`], 'or'),
    }),
    [outer, canProj],
  );
  return <LookupsProvider value={value}>{children}</LookupsProvider>;
}
