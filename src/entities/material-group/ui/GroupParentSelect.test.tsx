import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { legacyGroupTreeQuery } from '../api/legacy-group-tree';
import { GroupParentSelect } from './group-screen';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const tree = [
  {
    id: '101',
    title: '原材料',
    children: [{ id: '102', title: '金属材料', children: [{ id: '103', title: '铝型材' }] }],
  },
  { id: '105', title: '半成品' },
];

const treeNode = (title: string) =>
  screen
    .getAllByTitle(title)
    .find((el) => el.closest('.ant-select-tree-treenode'))
    ?.closest('.ant-select-tree-treenode');

describe('GroupParentSelect', () => {
  it('greys out the edited group and its subtree as parents, and moves it under another group', async () => {
    serve({ '/scm/mdGroup/tree': ok(tree) });
    const onChange = vi.fn();
    renderWithProviders(
      <GroupParentSelect tree={legacyGroupTreeQuery} value="101" onChange={onChange} onBlur={vi.fn()} selfId="102" />,
    );
    await userEvent.click(screen.getByRole('combobox'));
    await screen.findByTitle('铝型材');
    expect(treeNode('金属材料')?.className).toContain('ant-select-tree-treenode-disabled');
    expect(treeNode('铝型材')?.className).toContain('ant-select-tree-treenode-disabled');
    expect(treeNode('半成品')?.className).not.toContain('ant-select-tree-treenode-disabled');
    await userEvent.click(screen.getByTitle('半成品'));
    expect(onChange).toHaveBeenCalledWith('105');
  });
});
