import { useMemo, type ReactNode } from 'react';
import { LookupsProvider, useLookups, type Lookups } from '@/shared/lib/lookups';
import type { PermissionRequirement, ProjPermissionMode } from '@/shared/lib/permission';
import { usePermissions } from '../model/use-permissions';

/**
 * The shared widgets' checks (DataTable's 新增, row actions, export) against the PROJECT permission set (product.md §6): a list
 * passes if any entry is held, as the kit's checks expect. Reading a record (详情) needs no code of its own: the set
 * has none, whoever sees the tab may read its rows.
 */
export function projectLookups(
  outer: Lookups,
  canProj: (required: PermissionRequirement, mode?: ProjPermissionMode) => boolean,
): Lookups {
  return {
    ...outer,
    can: (required) => canProj(required, 'or'),
    canRowAction: ({ className, action, require }) =>
      (action === 'detail' && !require) || canProj([require ?? action, `${className}:${action}`], 'or'),
  };
}

/** Inside the project area every action of every tab is gated by the project permission set, not the menu's. */
export function ProjectPermissionScope({ children }: { children: ReactNode }) {
  const outer = useLookups();
  const { canProj } = usePermissions();
  const lookups = useMemo(() => projectLookups(outer, canProj), [outer, canProj]);
  return <LookupsProvider value={lookups}>{children}</LookupsProvider>;
}
