import { useMemo, type ReactNode } from 'react';
import { LookupsProvider, useLookups, type Lookups } from '@/shared/lib/lookups';
import { usePermissions } from '../model/use-permissions';

/**
 * Inside the project area every action is gated by the PROJECT permission set (§6), not the menu's: the shared
 * widgets under it (DataTable's 新增, row actions, export) read `projRio:add`, `projRio:close`… from that set.
 * A list passes if any entry is held, as the kit's checks expect; `canProj(…, 'and')` stays for screens that need all.
 * Reading a record (详情) needs no code of its own: the set has none, whoever sees the tab may read its rows.
 */
export function ProjectPermissionScope({ children }: { children: ReactNode }) {
  const outer = useLookups();
  const { canProj } = usePermissions();
  const lookups = useMemo<Lookups>(
    () => ({
      ...outer,
      can: (required) => canProj(required, 'or'),
      canRowAction: ({ className, action, require }) => (action === 'detail' && !require) || canProj([require ?? action, `${className}:${action}`], 'or'),
    }),
    [outer, canProj],
  );
  return <LookupsProvider value={lookups}>{children}</LookupsProvider>;
}
