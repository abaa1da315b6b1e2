import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { closeFeedback, renderWithProviders } from '@tests/support/fake-api';
import { RowSelectionModal, type SelectionSource } from './RowSelectionModal';

afterEach(closeFeedback);

interface Item {
  id: string;
  code: string;
}
const items: Item[] = [
  { id: '1', code: 'A-1' },
  { id: '2', code: 'A-2' },
  { id: '3', code: 'A-3' },
];

function source(fail = false) {
  const fetch = vi.fn(async (params: Record<string, unknown>) => {
    if (fail) throw new ApiError('business', '物料服务不可用', { operationId: 'fake' });
    return { rows: items, totalRows: items.length, params };
  });
  const value: SelectionSource<Item> = { key: (p) => ['test', 'items', p], fetch };
  return { value, fetch };
}

function open(props: { multiple?: boolean; fail?: boolean } = {}) {
  const onOk = vi.fn();
  const { value, fetch } = source(props.fail);
  renderWithProviders(
    <RowSelectionModal<Item>
      title="选择物料"
      open
      onCancel={vi.fn()}
      onOk={onOk}
      multiple={props.multiple}
      columns={[{ dataIndex: 'code', title: '编码' }]}
      source={value}
      conditions={[{ key: 'code', title: '编码', type: 'input' }]}
    />,
  );
  return { onOk, fetch };
}

const ok = () => screen.getByRole('button', { name: /确\s*定/ });

describe('RowSelectionModal', () => {
  it('keeps 确定 disabled until a row is picked; a row click toggles it', async () => {
    const { onOk } = open();
    await userEvent.click(await screen.findByText('A-1'));
    expect(ok().hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByText('A-1'));
    expect(ok().hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByText('A-1'));
    await userEvent.click(screen.getByText('A-3'));
    expect(screen.getByText('已选 2 项')).toBeTruthy();
    await userEvent.click(ok());
    expect(onOk).toHaveBeenCalledWith([items[0], items[2]]);
  });

  it('replaces the pick in single mode', async () => {
    const { onOk } = open({ multiple: false });
    await userEvent.click(await screen.findByText('A-1'));
    await userEvent.click(screen.getByText('A-2'));
    await userEvent.click(ok());
    expect(onOk).toHaveBeenCalledWith([items[1]]);
  });

  it('searches from page 1 with the condition as a request field', async () => {
    const { fetch } = open();
    await screen.findByText('A-1');
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '编码' }), 'A-2{Enter}');
    await waitFor(() => expect(fetch.mock.calls.at(-1)?.[0]).toEqual({ code: 'A-2', pageNo: 1, pageSize: 10 }));
  });

  it('says why the rows could not be fetched', async () => {
    open({ fail: true });
    expect(await screen.findByText('获取数据列表失败：物料服务不可用')).toBeTruthy();
  });
});
