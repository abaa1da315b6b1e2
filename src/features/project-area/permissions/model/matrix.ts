import type { PmProjPermissionDetailData } from '@/shared/api';

export type PermissionMatrix = PmProjPermissionDetailData;
/** Role id → the codes it holds. */
export type Grants = ReadonlyMap<string, ReadonlySet<string>>;

export function grantsOf(matrix: PermissionMatrix): Grants {
  const grants = new Map<string, ReadonlySet<string>>(matrix.roles.map((role) => [role.roleId, new Set<string>()]));
  for (const grant of matrix.grants) grants.set(grant.roleId, new Set(grant.codes));
  return grants;
}

export function toggle(grants: Grants, roleId: string, code: string, held: boolean): Grants {
  const next = new Map(grants);
  const codes = new Set(grants.get(roleId) ?? []);
  if (held) codes.add(code);
  else codes.delete(code);
  next.set(roleId, codes);
  return next;
}

/** Every code of a tab (a group) for one role: all when any is missing, none when all are held. */
export function toggleGroup(grants: Grants, roleId: string, codes: readonly string[]): Grants {
  const held = grants.get(roleId) ?? new Set<string>();
  const all = codes.every((code) => held.has(code));
  return codes.reduce((next, code) => toggle(next, roleId, code, !all), grants);
}

/** What is saved: every role with its whole list, in the matrix's order of roles and codes. */
export function saveBody(matrix: PermissionMatrix, grants: Grants) {
  const order = matrix.codes.map((code) => code.code);
  return {
    projId: matrix.projId,
    grants: matrix.roles.map((role) => ({
      roleId: role.roleId,
      codes: order.filter((code) => grants.get(role.roleId)?.has(code)),
    })),
  };
}

export function sameGrants(a: Grants, b: Grants): boolean {
  if (a.size !== b.size) return false;
  for (const [role, codes] of a) {
    const other = b.get(role);
    if (!other || other.size !== codes.size || [...codes].some((code) => !other.has(code))) return false;
  }
  return true;
}

/** The codes in rows by tab (团队, 计划, 任务 …), in the server's order. */
export function groupsOf(matrix: PermissionMatrix): { groupName: string; codes: PermissionMatrix['codes'] }[] {
  const groups: { groupName: string; codes: PermissionMatrix['codes'] }[] = [];
  for (const code of matrix.codes) {
    const group = groups.find((g) => g.groupName === code.groupName);
    if (group) group.codes.push(code);
    else groups.push({ groupName: code.groupName, codes: [code] });
  }
  return groups;
}
