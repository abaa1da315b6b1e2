import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { DeptForm } from './dept-form';

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
      { id: '316', title: '生产中心', type: 'dept' },
      { id: '305', title: '质量部', type: 'dept' },
    ],
  },
];

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

async function choose(label: string, title: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByTitle(title));
}

// Typing into a whole antd form in jsdom takes a few seconds.
describe('DeptForm', () => {
  it('says each rule in Chinese and sends nothing while the form is invalid', async () => {
    const calls = serve({ '/sys/sysDept/tree': ok(tree), '/sys/sysDept/add': ok('1') });
    renderWithProviders(<DeptForm onClose={vi.fn()} onSaved={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('部门编码'), 'QA IPQC');
    await userEvent.type(screen.getByLabelText('联系电话'), '0512#6288');
    await save();
    expect(await screen.findByText('部门编码只能包含字母、数字、“-”和“_”')).toBeTruthy();
    // The pickers' placeholders read like their rules: look at the fields' error lines only.
    const errors = [...document.querySelectorAll('.ant-form-item-explain-error')].map((line) => line.textContent);
    expect(errors).toEqual(
      expect.arrayContaining(['请选择上级部门', '请选择组织类型', '请输入部门名称', '联系电话格式不正确']),
    );
    expect(calls.some((call) => call.path === '/sys/sysDept/add')).toBe(false);
  }, 30_000);

  it('sends the typed body: trimmed texts, the chosen parent and org type, empty optional fields as null', async () => {
    const calls = serve({ '/sys/sysDept/tree': ok(tree), '/sys/sysDept/add': ok('1716352000000000399') });
    const onClose = vi.fn();
    renderWithProviders(<DeptForm onClose={onClose} onSaved={vi.fn()} />);
    await choose('上级部门', '质量部');
    await choose('组织类型', '职能部门');
    await userEvent.type(screen.getByLabelText('部门编码'), 'QA-OQC');
    await userEvent.type(screen.getByLabelText('部门名称'), ' 出货检验组 ');
    await userEvent.type(screen.getByLabelText('联系电话'), '0512-6288 1304');
    await userEvent.type(screen.getByLabelText('排序'), '30');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const add = calls.filter((call) => call.path === '/sys/sysDept/add');
    expect(add).toHaveLength(1);
    expect(add[0]?.body).toEqual({
      pid: '305',
      code: 'QA-OQC',
      name: '出货检验组',
      orgType: 3,
      leaderName: null,
      phone: '0512-6288 1304',
      sort: 30,
      remark: null,
    });
  }, 30_000);

  it('creates a top-level department with pid 0', async () => {
    const calls = serve({ '/sys/sysDept/tree': ok(tree), '/sys/sysDept/add': ok('1716352000000000400') });
    const onClose = vi.fn();
    renderWithProviders(<DeptForm onClose={onClose} onSaved={vi.fn()} />);
    await choose('上级部门', '顶级（无上级部门）');
    await choose('组织类型', '公司');
    await userEvent.type(screen.getByLabelText('部门编码'), 'SZJG-WX');
    await userEvent.type(screen.getByLabelText('部门名称'), '无锡精工分公司');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/sys/sysDept/add')?.body).toMatchObject({
      pid: '0',
      orgType: 1,
      code: 'SZJG-WX',
    });
  }, 30_000);

  it('greys out the edited department itself as its own parent', async () => {
    serve({ '/sys/sysDept/tree': ok(tree) });
    const dept = { id: '305', pid: '300', code: 'QA', name: '质量部', orgType: 3, status: 0 } as const;
    renderWithProviders(<DeptForm record={dept} onClose={vi.fn()} onSaved={vi.fn()} />);
    await userEvent.click(screen.getByLabelText('上级部门'));
    const treeNode = async (title: string) =>
      (await screen.findAllByTitle(title)).map((el) => el.closest('.ant-select-tree-treenode')).find(Boolean);
    expect((await treeNode('质量部'))?.className).toContain('ant-select-tree-treenode-disabled');
    expect((await treeNode('生产中心'))?.className).not.toContain('ant-select-tree-treenode-disabled');
  }, 30_000);
});
