import { describe, expect, it } from 'vitest';
import { grantsChanged, grantsOf, groupSpans, saveBody, toggleGrant, type StatusMatrix } from './matrix';

const matrix: StatusMatrix = {
  projStatus: 'PAUSED',
  roles: [
    { roleId: '1', roleCode: 'PM', roleName: '项目经理' },
    { roleId: '2', roleCode: 'HW', roleName: '硬件工程师' },
    { roleId: '3', roleCode: 'QE', roleName: '质量工程师' },
  ],
  actions: [
    { code: 'projMbr:add', name: '新增成员', groupName: '成员' },
    { code: 'projMbr:edit', name: '编辑成员', groupName: '成员' },
    { code: 'projTask:add', name: '新增任务', groupName: '任务' },
  ],
  grants: [
    { roleId: '1', actionCodes: ['projTask:add', 'projMbr:add'] },
    { roleId: '2', actionCodes: ['projTask:add'] },
  ],
};

describe('状态权限 matrix', () => {
  it('sends the whole matrix of the status: every role, codes in the actions’ order, a role with none as []', () => {
    const grants = toggleGrant(toggleGrant(grantsOf(matrix), '2', 'projTask:add', false), '3', 'projMbr:edit', true);
    expect(saveBody(matrix, grants)).toEqual({
      projStatus: 'PAUSED',
      grants: [
        { roleId: '1', actionCodes: ['projMbr:add', 'projTask:add'] },
        { roleId: '2', actionCodes: [] },
        { roleId: '3', actionCodes: ['projMbr:edit'] },
      ],
    });
  });

  it('knows when nothing changed, also after a box is ticked and unticked again', () => {
    const loaded = grantsOf(matrix);
    expect(grantsChanged(loaded, loaded)).toBe(false);
    const ticked = toggleGrant(loaded, '3', 'projMbr:add', true);
    expect(grantsChanged(loaded, ticked)).toBe(true);
    expect(grantsChanged(loaded, toggleGrant(ticked, '3', 'projMbr:add', false))).toBe(false);
  });

  it('spans each tab’s group over its actions', () => {
    expect(groupSpans(matrix.actions)).toEqual([2, 0, 1]);
  });
});
