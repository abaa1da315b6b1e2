import { describe, expect, it, vi } from 'vitest';
import { deleteWhen } from './delete-when';

describe('deleteWhen', () => {
  it('deletes the row by its id, asked first, only where the condition holds', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const draft = { field: 'state', op: 'eq', value: 'DRAFT' } as const;
    type Row = { id: string; state: string };
    const action = deleteWhen<Row>(draft, remove);
    expect(action).toMatchObject({ action: 'delete', title: '删除', confirm: true, danger: true, when: draft });
    await action.run({ id: '7', state: 'DRAFT' }, { quiet: true });
    expect(remove).toHaveBeenCalledWith({ body: { ids: ['7'] } }, { quiet: true });
    expect(action.done).toBe('已删除');
    expect(deleteWhen<Row>(draft, remove, '删除成功').done).toBe('删除成功');
  });
});
