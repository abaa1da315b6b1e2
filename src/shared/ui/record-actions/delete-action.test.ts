import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAction } from './delete-action';

afterEach(() => message.destroy());

describe('deleteAction', () => {
  it('is a dangerous 删除 asked first, on every row (no status to check)', () => {
    const action = deleteAction(vi.fn(), vi.fn());
    expect(action).toMatchObject({ action: 'delete', title: '删除', confirm: true, danger: true });
    expect(action.when).toBeUndefined();
  });

  it("sends the row's id as { ids } and refetches after", async () => {
    const call = vi.fn(() => Promise.resolve());
    const refetch = vi.fn();
    await deleteAction<{ id: string }>(call, refetch).onClick?.({ id: '9' });
    expect(call).toHaveBeenCalledWith({ body: { ids: ['9'] } });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does not refetch when the delete fails', async () => {
    const refetch = vi.fn();
    const failing = deleteAction<{ id: string }>(() => Promise.reject(new Error('在用')), refetch);
    await expect(failing.onClick?.({ id: '9' })).rejects.toThrow('在用');
    expect(refetch).not.toHaveBeenCalled();
  });
});
