import { describe, expect, it } from 'vitest';
import { canMove, changedItems, moveNode, previewMenu, sortedTree, updateNode, type MenuDraftNode } from './menu-draft';

const node = (id: string, sort: number, extra: Partial<MenuDraftNode> = {}): MenuDraftNode => ({
  id,
  pid: 'P',
  name: id,
  type: '2',
  sort,
  visible: true,
  status: 0,
  icon: null,
  ...extra,
});
const tree: MenuDraftNode[] = [
  node('tenant', 10, {
    type: '1',
    icon: 'BankOutlined',
    children: [node('list', 10), node('detail', 40, { type: '4', visible: false })],
  }),
  node('platform', 20, { type: '1', children: [node('function', 10), node('module', 20), node('licence', 30)] }),
  node('help', 30, { link: 'https://help.example.com', component: 'RouteView' }),
];

describe('moving a menu entry', () => {
  it('swaps it with its neighbour and renumbers the siblings 10, 20, 30', () => {
    const moved = moveNode(tree, 'licence', -1);
    expect(sortedTree(moved)[1]?.children?.map((n) => `${n.id}:${n.sort}`)).toEqual([
      'function:10',
      'licence:20',
      'module:30',
    ]);
  });
  it('does nothing past either end, and says so', () => {
    expect(canMove(tree, 'tenant', -1)).toBe(false);
    expect(canMove(tree, 'help', 1)).toBe(false);
    expect(canMove(tree, 'module', 1)).toBe(true);
    expect(moveNode(tree, 'tenant', -1)).toEqual(sortedTree(tree));
  });
});

describe('changedItems', () => {
  it('sends only the nodes whose order, visibility or icon changed', () => {
    let draft = moveNode(tree, 'module', 1);
    draft = updateNode(draft, 'help', { visible: false });
    draft = updateNode(draft, 'platform', { icon: 'AppstoreAddOutlined' });
    expect(changedItems(tree, draft)).toEqual([
      { id: 'platform', sort: 20, visible: true, icon: 'AppstoreAddOutlined' },
      { id: 'licence', sort: 20, visible: true, icon: null },
      { id: 'module', sort: 30, visible: true, icon: null },
      { id: 'help', sort: 30, visible: false, icon: null },
    ]);
    expect(changedItems(tree, tree)).toEqual([]);
  });
});

describe('previewMenu', () => {
  it('draws what the side menu will show: visible, enabled, no sub-routes, in order, links marked', () => {
    const draft = updateNode(moveNode(tree, 'help', -1), 'module', { visible: false });
    const preview = previewMenu(draft);
    expect(preview.map((n) => n.title)).toEqual(['tenant', 'help', 'platform']);
    expect(preview[0]?.children?.map((n) => n.title)).toEqual(['list']);
    expect(preview[1]?.external).toBe(true);
    expect(preview[2]?.children?.map((n) => n.title)).toEqual(['function', 'licence']);
    expect(previewMenu([node('off', 10, { status: 1 })])).toEqual([]);
  });
  it('stops at four levels', () => {
    const deep = [
      node('a', 1, {
        children: [
          node('b', 1, { children: [node('c', 1, { children: [node('d', 1, { children: [node('e', 1)] })] })] }),
        ],
      }),
    ];
    expect(previewMenu(deep)[0]?.children?.[0]?.children?.[0]?.children?.[0]).toEqual({
      key: 'd',
      title: 'd',
      icon: null,
      external: false,
    });
  });
});
