import { describe, expect, it, vi } from 'vitest';
import { rowConditionsPass } from '@/shared/lib/table-query';
import type { sysDept } from '@/shared/api';
import { buildRowActions, type RowOf } from '@/shared/ui/crud-screen';
import { DeptList } from './DeptListPage';

const shownFor = (status: number) => {
  const row = { id: '305', pid: '300', code: 'QA', name: '质量部', orgType: 3, status } as RowOf<typeof sysDept>;
  return buildRowActions(DeptList.screen, { edit: vi.fn(), add: vi.fn(), panel: vi.fn(), navigate: vi.fn() }, vi.fn())
    .filter((action) => rowConditionsPass(row, action.when))
    .map((action) => action.title);
};

describe('department row actions', () => {
  it('offers 编辑 on enabled and disabled departments, not on archived ones', () => {
    expect(shownFor(0)).toEqual(['详情', '编辑', '停用']);
    expect(shownFor(1)).toEqual(['详情', '编辑', '启用', '归档']);
    expect(shownFor(2)).toEqual(['详情', '恢复']);
  });
});
