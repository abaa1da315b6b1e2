import { describe, expect, it, vi } from 'vitest';
import { rowConditionsPass } from '@/shared/lib/table-query';
import { deptActions } from './dept-actions';
import type { SysDept } from './dept-list';

const shownFor = (status: number) => {
  const row = { id: '305', pid: '300', code: 'QA', name: '质量部', orgType: 3, status } as SysDept;
  return deptActions({ detail: vi.fn(), edit: vi.fn() }, vi.fn())
    .filter((action) => rowConditionsPass(row, action.when))
    .map((action) => action.title);
};

describe('deptActions', () => {
  it('offers 编辑 on enabled and disabled departments, not on archived ones', () => {
    expect(shownFor(0)).toEqual(['详情', '编辑', '停用']);
    expect(shownFor(1)).toEqual(['详情', '编辑', '启用', '归档']);
    expect(shownFor(2)).toEqual(['详情', '恢复']);
  });
});
