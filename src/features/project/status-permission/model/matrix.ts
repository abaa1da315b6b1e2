import type { PmStatusPermissionDetailData, PmStatusPermissionSaveVariables } from '@/shared/api';

export type StatusMatrix = PmStatusPermissionDetailData;
export type ProjStatus = StatusMatrix['projStatus'];
export type MatrixAction = StatusMatrix['actions'][number];
/** What each role may do: role id → action codes. */
export type Grants = ReadonlyMap<string, ReadonlySet<string>>;

/** The server's grants as a lookup; roles without a row may do nothing. */
export function grantsOf(matrix: StatusMatrix): Grants {
  const grants = new Map<string, ReadonlySet<string>>(matrix.roles.map((role) => [role.roleId, new Set<string>()]));
  for (const grant of matrix.grants) grants.set(grant.roleId, new Set(grant.actionCodes));
  return grants;
}

/** The grants with one cell flipped (a new map: React state). */
export function toggleGrant(grants: Grants, roleId: string, code: string, allowed: boolean): Grants {
  const next = new Map(grants);
  const codes = new Set(grants.get(roleId));
  if (allowed) codes.add(code);
  else codes.delete(code);
  next.set(roleId, codes);
  return next;
}

/** Whether the matrix differs from what was loaded. */
export function grantsChanged(before: Grants, after: Grants): boolean {
  for (const [roleId, codes] of after) {
    const was = before.get(roleId) ?? new Set<string>();
    if (was.size !== codes.size || [...codes].some((code) => !was.has(code))) return true;
  }
  return false;
}

/**
 * The whole matrix of one status, as the save call replaces it: every role shown (an empty list takes all rights
 * away), its codes in the order of the actions, so the body reads like the screen.
 */
export function saveBody(matrix: StatusMatrix, grants: Grants): PmStatusPermissionSaveVariables['body'] {
  const order = matrix.actions.map((action) => action.code);
  return {
    projStatus: matrix.projStatus,
    grants: matrix.roles.map((role) => ({
      roleId: role.roleId,
      actionCodes: order.filter((code) => grants.get(role.roleId)?.has(code)),
    })),
  };
}

/** How many rows each action's group spans, on its first row (the group column of the table). */
export function groupSpans(actions: readonly MatrixAction[]): number[] {
  return actions.map((action, index) => {
    if (index > 0 && actions[index - 1]?.groupName === action.groupName) return 0;
    let span = 1;
    while (actions[index + span]?.groupName === action.groupName) span += 1;
    return span;
  });
}
