import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, fail, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { DeptTreeSelect } from './DeptTreeSelect';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const tree = [
  {
    id: '300',
    title: '苏州精工制造有限公司',
    type: 'company',
    children: [
      { id: '301', title: '总装车间', type: 'dept' },
      { id: '303', title: '注塑车间', type: 'dept' },
    ],
  },
];

describe('DeptTreeSelect', () => {
  it('asks for the production departments and picks one; the company only groups', async () => {
    const calls = serve({ '/sys/sysDept/treeByOrgType': ok(tree) });
    const onChange = vi.fn();
    renderWithProviders(<DeptTreeSelect id="deptId" orgType={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('苏州精工制造有限公司'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTitle('注塑车间'));
    expect(onChange).toHaveBeenCalledWith('303');
    expect(calls[0]?.path).toBe('/sys/sysDept/treeByOrgType');
  });

  it('as a parent: a top-level choice (pid 0) above the tree, the edited department itself greyed out', async () => {
    serve({ '/sys/sysDept/tree': ok(tree) });
    const onChange = vi.fn();
    renderWithProviders(<DeptTreeSelect id="pid" parentOf={{ selfId: '303' }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    const treeNode = async (title: string) =>
      (await screen.findAllByTitle(title)).map((el) => el.closest('.ant-select-tree-treenode')).find(Boolean);
    expect((await treeNode('注塑车间'))?.className).toContain('ant-select-tree-treenode-disabled');
    expect((await treeNode('总装车间'))?.className).not.toContain('ant-select-tree-treenode-disabled');
    await userEvent.click(screen.getByTitle('顶级（无上级部门）'));
    expect(onChange).toHaveBeenCalledWith('0');
  });

  it('says the departments could not be fetched', async () => {
    serve({ '/sys/sysDept/tree': fail('组织服务不可用') });
    renderWithProviders(<DeptTreeSelect />);
    expect(await screen.findByText('获取组织部门失败：组织服务不可用')).toBeTruthy();
  });
});
