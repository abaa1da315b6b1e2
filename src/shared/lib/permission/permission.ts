import type { bosSchemas } from '@/shared/api';

type UserInfo = bosSchemas['schemas']['UserInfo'];

/** What the checks of product.md §6 need from the user info, in sets for cheap lookups. */
export interface PermissionSubject {
  superUser: boolean;
  /** Plain permission codes such as 'mfgLine:add'. */
  codes: ReadonlySet<string>;
  /** Route permission id (route meta.permission) → the button actions allowed on it. */
  routeActions: ReadonlyMap<string, ReadonlySet<string>>;
  /** The separate project permission set. */
  projCodes: ReadonlySet<string>;
}

export type PermissionRequirement = string | readonly string[] | null | undefined;
export type ProjPermissionMode = 'and' | 'or';

/** Nobody: what a not-yet-loaded user holds. */
export const NO_PERMISSIONS: PermissionSubject = {
  superUser: false,
  codes: new Set(),
  routeActions: new Map(),
  projCodes: new Set(),
};

/** Admin types 1 (super admin) and 2 (platform admin) hold every permission (product.md §6). */
export function isSuperUser(adminType: number): boolean {
  return adminType === 1 || adminType === 2;
}

export function toPermissionSubject(
  user: Pick<UserInfo, 'adminType' | 'permissions' | 'permissionList' | 'projPermissions'>,
): PermissionSubject {
  // The server may leave a list out; a missing list grants nothing rather than breaking the screen.
  const routeActions = new Map<string, Set<string>>();
  for (const { permissionId, actionList } of user.permissionList ?? []) {
    const actions = routeActions.get(permissionId) ?? new Set<string>();
    for (const action of actionList ?? []) actions.add(action);
    routeActions.set(permissionId, actions);
  }
  return {
    superUser: isSuperUser(user.adminType),
    codes: new Set((user.permissions ?? []).map((permission) => permission.code)),
    routeActions,
    projCodes: new Set(user.projPermissions ?? []),
  };
}

/** An empty string or list asks for nothing. */
function requiredList(required: PermissionRequirement): readonly string[] {
  if (required == null) return [];
  return (typeof required === 'string' ? [required] : required).filter((code) => code !== '');
}

/** product.md §6: super users pass; no requirement passes; a list passes if any entry is held. */
export function hasPermission(subject: PermissionSubject, required?: PermissionRequirement): boolean {
  const codes = requiredList(required);
  return subject.superUser || codes.length === 0 || codes.some((code) => subject.codes.has(code));
}

/** A route whose meta.permission names permission ids is open when any of them is held. */
export function canAccessRoute(subject: PermissionSubject, permissionIds?: readonly string[] | null): boolean {
  const ids = requiredList(permissionIds);
  return subject.superUser || ids.length === 0 || ids.some((id) => subject.routeActions.has(id));
}

/**
 * The element directive of product.md §6: an element stays when its action is in the actionList of one of the route's
 * permission ids. A route that names no permission ids restricts nothing.
 */
export function hasRouteAction(
  subject: PermissionSubject,
  permissionIds: readonly string[] | null | undefined,
  action: string,
): boolean {
  const ids = requiredList(permissionIds);
  if (subject.superUser || ids.length === 0) return true;
  return ids.some((id) => subject.routeActions.get(id)?.has(action) === true);
}

/** Project permissions (product.md §6): a separate set, where an empty set holds nothing; 'and' (default) or 'or'. */
export function hasProjPermission(
  subject: PermissionSubject,
  required: PermissionRequirement,
  mode: ProjPermissionMode = 'and',
): boolean {
  const codes = requiredList(required);
  if (subject.superUser || codes.length === 0) return true;
  const held = (code: string) => subject.projCodes.has(code);
  return mode === 'or' ? codes.some(held) : codes.every(held);
}

export interface RowActionPermission {
  /** The table's permission prefix, e.g. 'mfgLine'. */
  className: string;
  /** The row action code, e.g. 'edit'. */
  action: string;
  /** A permission name that replaces the action code as the plain code to look for. */
  require?: string | undefined;
}

/** product.md §6 row actions: visible when `require ?? action` is held as a plain code, or 'className:action' is held. */
export function canRowAction(subject: PermissionSubject, { className, action, require }: RowActionPermission): boolean {
  return hasPermission(subject, [require ?? action, `${className}:${action}`]);
}
