import type { ReactNode } from 'react';
import type { PermissionRequirement } from '@/shared/lib/permission';
import { usePermissions } from '../model/use-permissions';

interface BaseProps {
  /** Permission codes; any one held is enough. */
  require?: PermissionRequirement;
  /** What stands in for a removed element (nothing by default). */
  fallback?: ReactNode;
  children?: ReactNode;
}

/** An element action is checked against the route's permission ids, so the two come together. */
type RouteProps =
  | { action?: undefined; routePermission?: readonly string[] | null }
  | { action: string; routePermission: readonly string[] | null | undefined };

export type AccessProps = BaseProps & RouteProps;

/**
 * Removes what the user may not see (product.md §6 element permissions): `require` checks the permission set,
 * `routePermission` alone the route's permission ids, with `action` the action list of those ids. All given must pass.
 */
export function Access({ require, action, routePermission, fallback = null, children }: AccessProps) {
  const { can, canRoute, canAction } = usePermissions();
  const routeAllowed = action === undefined ? canRoute(routePermission) : canAction(routePermission, action);
  return <>{can(require) && routeAllowed ? children : fallback}</>;
}
