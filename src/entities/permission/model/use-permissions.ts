import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getLoginUserDetailsQueryOptions } from '@/shared/api';
import {
  NO_PERMISSIONS,
  canAccessRoute,
  canRowAction,
  hasPermission,
  hasProjPermission,
  hasRouteAction,
  toPermissionSubject,
  type PermissionRequirement,
  type PermissionSubject,
  type ProjPermissionMode,
  type RowActionPermission,
} from '@/shared/lib/permission';

export interface Permissions {
  subject: PermissionSubject;
  /** Permission-set check (product.md §6): a list passes if any entry is held. */
  can: (required?: PermissionRequirement) => boolean;
  /** Route check: any of the route's permission ids held. */
  canRoute: (permissionIds?: readonly string[] | null) => boolean;
  /** Element check: the action is in the actionList of one of the route's permission ids. */
  canAction: (permissionIds: readonly string[] | null | undefined, action: string) => boolean;
  /** product.md §6 row action: `require ?? action`, or `className:action`, held. */
  canRowAction: (permission: RowActionPermission) => boolean;
  /** Project permission set, 'and' (default) or 'or'. */
  canProj: (required: PermissionRequirement, mode?: ProjPermissionMode) => boolean;
}

/**
 * The logged-in user's permissions. It reads the user details the session loaded (same query, never fetching
 * itself: `enabled: false` only subscribes to the cache), so until they arrive the user holds nothing.
 */
export function usePermissions(): Permissions {
  const { data: subject = NO_PERMISSIONS } = useQuery({
    ...getLoginUserDetailsQueryOptions(),
    enabled: false,
    select: toPermissionSubject,
  });
  return useMemo(
    () => ({
      subject,
      can: (required) => hasPermission(subject, required),
      canRoute: (permissionIds) => canAccessRoute(subject, permissionIds),
      canAction: (permissionIds, action) => hasRouteAction(subject, permissionIds, action),
      canRowAction: (permission) => canRowAction(subject, permission),
      canProj: (required, mode) => hasProjPermission(subject, required, mode),
    }),
    [subject],
  );
}
