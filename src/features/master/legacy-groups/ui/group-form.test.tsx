import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MaterialGroup } from '@/entities/material-group';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { GroupForm } from './group-form';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const ADD = '/scm/mdGroup/add';
const EDIT = '/scm/mdGroup/edit';
const tree = [
  {
    id: '101',
    title: '原材料',
    children: [{ id: '102', title: '金属材料', children: [{ id: '103', title: '铝型材' }] }],
  },
  { id: '105', title: '半成品' },
];
const metals: MaterialGroup = {
  id: '102',
  pid: '101',
  pname: '原材料',
  code: 'G0101',
  name: '金属材料',
  sort: 10,
  status: 0,
  remark: null,
};

function renderForm(props: { group?: MaterialGroup; pid: string }) {
  const calls = serve({
    '/scm/mdGroup/tree': ok(tree),
    '/scm/mdGroup/list': ok([]),
    [ADD]: ok('109'),
    [EDIT]: ok(null),
  });
  const onClose = vi.fn();
  renderWithProviders(
    <GroupForm record={props.group} scope={{ pid: props.pid }} onClose={onClose} onSaved={vi.fn()} />,
  );
  return { sent: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body), onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
const treeNode = (title: string) =>
  screen
    .getAllByTitle(title)
    .find((el) => el.closest('.ant-select-tree-treenode'))
    ?.closest('.ant-select-tree-treenode');

describe('GroupForm (v1)', () => {
  it('says in Chinese what is wrong, keeps what was typed and sends nothing', async () => {
    const { sent } = renderForm({ pid: '101' });
    await userEvent.type(screen.getByLabelText('物料组编码'), 'G 0104');
    await userEvent.type(screen.getByLabelText('排序'), '10000');
    await save();
    expect(await screen.findByText('物料组编码只能包含字母、数字、“-”和“_”')).toBeTruthy();
    expect(screen.getByText('请输入物料组名称')).toBeTruthy();
    expect(screen.getByText('排序不能大于 9999')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('物料组编码').value).toBe('G 0104');
    expect(sent(ADD)).toHaveLength(0);
  });

  it('adds under the group chosen in the tree and sends the typed body, an empty remark as null', async () => {
    const { sent, onClose } = renderForm({ pid: '101' });
    await userEvent.type(screen.getByLabelText('物料组编码'), 'G0104');
    await userEvent.type(screen.getByLabelText('物料组名称'), ' 五金件 ');
    await userEvent.type(screen.getByLabelText('排序'), '40');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(ADD)).toEqual([{ pid: '101', code: 'G0104', name: '五金件', sort: 40, remark: null }]);
  });

  it('greys out the edited group and its subtree as parents, and moves it under another group', async () => {
    const { sent, onClose } = renderForm({ group: metals, pid: '101' });
    await userEvent.click(screen.getByLabelText('上级物料组'));
    await screen.findByTitle('铝型材');
    expect(treeNode('金属材料')?.className).toContain('ant-select-tree-treenode-disabled');
    expect(treeNode('铝型材')?.className).toContain('ant-select-tree-treenode-disabled');
    expect(treeNode('半成品')?.className).not.toContain('ant-select-tree-treenode-disabled');
    await userEvent.click(screen.getByTitle('半成品'));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(EDIT)).toEqual([{ id: '102', pid: '105', code: 'G0101', name: '金属材料', sort: 10, remark: null }]);
  });
});
