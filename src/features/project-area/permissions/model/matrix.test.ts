import { describe, expect, it } from 'vitest';
import { grantsOf, groupsOf, sameGrants, saveBody, toggle, toggleGroup, type PermissionMatrix } from './matrix';

const matrix: PermissionMatrix = {
  projId: '1716352000006000001',
  roles: [
    { roleId: 'pm', roleName: '项目经理' },
    { roleId: 'qe', roleName: '质量工程师' },
  ],
  codes: [
    { code: 'projTask:add', name: '新增任务', groupName: '任务' },
    { code: 'projTask:delete', name: '删除任务', groupName: '任务' },
    { code: 'projPermission:edit', name: '权限设置', groupName: '权限' },
  ],
  grants: [{ roleId: 'pm', codes: ['projPermission:edit', 'projTask:add'] }],
};

describe('project permission matrix', () => {
  it('reads the grants, a role without a grant holding nothing', () => {
    const grants = grantsOf(matrix);
    expect([...(grants.get('pm') ?? [])]).toEqual(['projPermission:edit', 'projTask:add']);
    expect(grants.get('qe')?.size).toBe(0);
  });

  it('saves every role with its whole list in the matrix order, after ticks and a whole tab', () => {
    let grants = toggle(grantsOf(matrix), 'qe', 'projTask:delete', true);
    grants = toggleGroup(grants, 'pm', ['projTask:add', 'projTask:delete']);
    expect(saveBody(matrix, grants)).toEqual({
      projId: '1716352000006000001',
      grants: [
        { roleId: 'pm', codes: ['projTask:add', 'projTask:delete', 'projPermission:edit'] },
        { roleId: 'qe', codes: ['projTask:delete'] },
      ],
    });
    // A tab all held is cleared by the same click.
    expect(saveBody(matrix, toggleGroup(grants, 'pm', ['projTask:add', 'projTask:delete'])).grants[0]?.codes).toEqual([
      'projPermission:edit',
    ]);
  });

  it('knows when nothing changed, and groups the codes by tab', () => {
    const grants = grantsOf(matrix);
    expect(sameGrants(grants, toggle(toggle(grants, 'qe', 'projTask:add', true), 'qe', 'projTask:add', false))).toBe(
      true,
    );
    expect(sameGrants(grants, toggle(grants, 'qe', 'projTask:add', true))).toBe(false);
    expect(groupsOf(matrix).map((group) => [group.groupName, group.codes.length])).toEqual([
      ['任务', 2],
      ['权限', 1],
    ]);
  });
});
