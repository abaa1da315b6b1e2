import { useMemo, type ReactNode } from 'react';
import { LookupsProvider, useLookups, type Lookups } from '@/shared/lib/lookups';
import { usePermissions } from '../model/use-permissions';

/**
 * Inside the project area the actions are gated by the PROJECT permission set (§6), not the menu's: the shared
 * widgets below (DataTable's 新增 and row actions, status actions) check `canProj` here. `permissionPrefix: 'projTask'`
 * then means projTask:add, projTask:edit, projTask:delete of the project set; a list passes if any entry is held.
 */
export function ProjectPermissions({ children }: { children: ReactNode }) {
  const outer = useLookups();
  const { canProj } = usePermissions();
  const value = useMemo<Lookups>(
    () => ({
      ...outer,
      can: (required) => canProj(required, 'or'),
      canRowAction: ({ className, action, require }) => canProj([require ?? action, `${className}:${action}`], 'or'),
    }),
    [outer, canProj],
  );
  return <LookupsProvider value={value}>{children}</LookupsProvider>;
}
