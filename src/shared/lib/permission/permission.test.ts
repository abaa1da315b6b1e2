import { describe, expect, it } from 'vitest';
import {
  NO_PERMISSIONS,
  canAccessRoute,
  canRowAction,
  hasPermission,
  hasProjPermission,
  hasRouteAction,
  isSuperUser,
  toPermissionSubject,
} from './permission';

const user = {
  adminType: 0 as const,
  permissions: [{ code: 'mfgLine:page' }, { code: 'mfgLine:add' }, { code: 'export' }],
  permissionList: [
    { permissionId: 'mfgLine', actionList: ['detail' as const, 'add' as const] },
    { permissionId: 'mfgDept', actionList: ['detail' as const] },
  ],
  projPermissions: ['projMbr:add', 'projPlan:edit'],
};
const staff = toPermissionSubject(user);
const admin = toPermissionSubject({ ...user, adminType: 1, permissions: [], permissionList: [], projPermissions: [] });
const platformAdmin = toPermissionSubject({
  ...user,
  adminType: 2,
  permissions: [],
  permissionList: [],
  projPermissions: [],
});

describe('isSuperUser', () => {
  it('is true for admin types 1 and 2 only', () => {
    expect([0, 1, 2, 3].map(isSuperUser)).toEqual([false, true, true, false]);
  });
});

describe('toPermissionSubject', () => {
  it('collects codes, route actions and project codes', () => {
    expect([...staff.codes]).toEqual(['mfgLine:page', 'mfgLine:add', 'export']);
    expect([...(staff.routeActions.get('mfgLine') ?? [])]).toEqual(['detail', 'add']);
    expect([...staff.projCodes]).toEqual(['projMbr:add', 'projPlan:edit']);
    expect(staff.superUser).toBe(false);
  });

  it('merges repeated permission ids', () => {
    const subject = toPermissionSubject({
      ...user,
      permissionList: [
        { permissionId: 'mfgLine', actionList: ['detail'] },
        { permissionId: 'mfgLine', actionList: ['edit'] },
      ],
    });
    expect([...(subject.routeActions.get('mfgLine') ?? [])]).toEqual(['detail', 'edit']);
  });
});

describe('hasPermission', () => {
  it('checks membership; a list passes when any entry is held', () => {
    expect(hasPermission(staff, 'mfgLine:add')).toBe(true);
    expect(hasPermission(staff, 'mfgLine:delete')).toBe(false);
    expect(hasPermission(staff, ['mfgLine:delete', 'mfgLine:page'])).toBe(true);
    expect(hasPermission(staff, ['mfgLine:delete', 'cdMaterial:add'])).toBe(false);
  });

  it('passes an empty or absent requirement', () => {
    for (const required of [undefined, null, '', []]) expect(hasPermission(NO_PERMISSIONS, required)).toBe(true);
  });

  it('lets super users through', () => {
    expect(hasPermission(admin, 'anything:at-all')).toBe(true);
    expect(hasPermission(platformAdmin, ['x', 'y'])).toBe(true);
    expect(hasPermission(NO_PERMISSIONS, 'mfgLine:add')).toBe(false);
  });
});

describe('canAccessRoute', () => {
  it('opens a route when any of its permission ids is held', () => {
    expect(canAccessRoute(staff, ['mfgLine'])).toBe(true);
    expect(canAccessRoute(staff, ['cdMaterial', 'mfgDept'])).toBe(true);
    expect(canAccessRoute(staff, ['cdMaterial'])).toBe(false);
    expect(canAccessRoute(admin, ['cdMaterial'])).toBe(true);
  });

  it('opens a route that names no permission', () => {
    expect(canAccessRoute(NO_PERMISSIONS, [])).toBe(true);
    expect(canAccessRoute(NO_PERMISSIONS, null)).toBe(true);
    expect(canAccessRoute(NO_PERMISSIONS)).toBe(true);
  });
});

describe('hasRouteAction', () => {
  it('keeps an element only when its action is in the actionList of one of the route ids', () => {
    expect(hasRouteAction(staff, ['mfgLine'], 'add')).toBe(true);
    expect(hasRouteAction(staff, ['mfgLine'], 'delete')).toBe(false);
    expect(hasRouteAction(staff, ['mfgDept', 'mfgLine'], 'add')).toBe(true);
    expect(hasRouteAction(staff, ['mfgDept'], 'add')).toBe(false);
    expect(hasRouteAction(staff, ['cdMaterial'], 'detail')).toBe(false);
  });

  it('lets super users and unrestricted routes through', () => {
    expect(hasRouteAction(admin, ['cdMaterial'], 'delete')).toBe(true);
    expect(hasRouteAction(NO_PERMISSIONS, [], 'delete')).toBe(true);
    expect(hasRouteAction(NO_PERMISSIONS, undefined, 'delete')).toBe(true);
  });
});

describe('hasProjPermission', () => {
  it("needs every code in 'and' mode (the default) and one in 'or' mode", () => {
    expect(hasProjPermission(staff, ['projMbr:add', 'projPlan:edit'])).toBe(true);
    expect(hasProjPermission(staff, ['projMbr:add', 'projTask:add'])).toBe(false);
    expect(hasProjPermission(staff, ['projMbr:add', 'projTask:add'], 'or')).toBe(true);
    expect(hasProjPermission(staff, ['projRio:add', 'projTask:add'], 'or')).toBe(false);
    expect(hasProjPermission(staff, 'projPlan:edit')).toBe(true);
  });

  it('is a set of its own: plain codes do not count, an empty set holds nothing', () => {
    expect(hasProjPermission(staff, 'mfgLine:add')).toBe(false);
    expect(hasProjPermission(NO_PERMISSIONS, 'projMbr:add', 'or')).toBe(false);
    expect(hasProjPermission(admin, 'projMbr:add')).toBe(true);
    expect(hasProjPermission(NO_PERMISSIONS, [])).toBe(true);
  });
});

describe('canRowAction', () => {
  it("shows the action for 'className:action'", () => {
    expect(canRowAction(staff, { className: 'mfgLine', action: 'add' })).toBe(true);
    expect(canRowAction(staff, { className: 'mfgLine', action: 'delete' })).toBe(false);
  });

  it('shows the action for the plain code, or the require name that replaces it', () => {
    expect(canRowAction(staff, { className: 'cdMaterial', action: 'export' })).toBe(true);
    expect(canRowAction(staff, { className: 'cdMaterial', action: 'edit', require: 'mfgLine:page' })).toBe(true);
    expect(canRowAction(staff, { className: 'cdMaterial', action: 'export', require: 'cdMaterial:export' })).toBe(
      false,
    );
  });

  it('lets super users through', () => {
    expect(canRowAction(admin, { className: 'cdMaterial', action: 'delete' })).toBe(true);
  });
});
