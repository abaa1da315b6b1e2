import { describe, expect, it, vi } from 'vitest';
import { rowConditionsPass } from '@/shared/lib/table-query';
import { statusActions, type StatusRow } from './status-actions';

const calls = () => ({
  enable: vi.fn(() => Promise.resolve()),
  disable: vi.fn(() => Promise.resolve()),
  delete: vi.fn(() => Promise.resolve()),
  archive: vi.fn(() => Promise.resolve()),
  recover: vi.fn(() => Promise.resolve()),
});

const shown = (status: number) => {
  const row: StatusRow = { id: '7', status };
  return statusActions<StatusRow>(calls(), () => undefined, 'sysDept')
    .filter((a) => rowConditionsPass(row, a.when))
    .map((a) => a.title);
};

describe('statusActions', () => {
  it('offers what each state allows', () => {
    expect(shown(0)).toEqual(['停用']);
    expect(shown(1)).toEqual(['启用', '归档', '删除']);
    expect(shown(2)).toEqual(['恢复']);
  });

  it('asks first, sends the row id and refetches after', async () => {
    const fns = calls();
    const refetch = vi.fn();
    const actions = statusActions<StatusRow>(fns, refetch, 'sysDept');
    expect(actions.every((a) => a.confirm)).toBe(true);
    await actions.find((a) => a.title === '停用')?.onClick?.({ id: '7', status: 0 });
    expect(fns.disable).toHaveBeenCalledWith({ body: { ids: ['7'] } });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('leaves out the calls a screen does not have, and names archive and recover permissions by the prefix', () => {
    const actions = statusActions<StatusRow>({ archive: vi.fn(), recover: vi.fn() }, () => undefined, 'sysDept');
    expect(actions.map((a) => [a.title, a.require])).toEqual([
      ['归档', 'sysDept:archive'],
      ['恢复', 'sysDept:recover'],
    ]);
  });
});
