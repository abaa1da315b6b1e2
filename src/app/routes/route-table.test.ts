import { describe, expect, it } from 'vitest';
import { breadcrumbOf, buildRouteTable, isDetailPath, productOwning, type RouteRecord } from './route-table';
import { chooseProduct, DEVELOPMENT_HOME, landingPath, productScreenKeys } from './product-choice';

let seq = 0;
function record(
  path: string,
  title: string,
  extra: Partial<RouteRecord> = {},
  children: RouteRecord[] = [],
): RouteRecord {
  seq += 1;
  const id = String(seq);
  return {
    id,
    pid: 'P1',
    name: `r${id}`,
    path,
    component: children.length ? 'RouteView' : 'mes.screen',
    redirect: null,
    hidden: false,
    target: null,
    link: null,
    type: children.length ? '1' : '2',
    sort: seq,
    meta: {
      id,
      pid: 'P1',
      title,
      icon: null,
      permission: null,
      hidden: false,
      show: true,
      hideHeader: false,
      hideChildren: false,
      link: null,
      keepAlive: false,
    },
    children,
    ...extra,
  };
}

const deep = record('/a', '一级', {}, [
  record('/a/b', '二级', {}, [
    record('/a/b/c', '三级', {}, [record('/a/b/c/d', '四级', {}, [record('/a/b/c/d/e', '五级')])]),
  ]),
  record('/a/hidden', '隐藏', { type: '4' }),
  record('/a/help', '帮助', { type: '3', target: '_blank', link: 'https://help.example.com' }),
  record('/a/folded', '折叠', { meta: { ...record('/x', 'x').meta, title: '折叠', hideChildren: true } }, [
    record('/a/folded/x', '子页'),
  ]),
]);
const other = { ...record('/m', '别的产品'), pid: 'P2' };

describe('buildRouteTable (product.md §2.2)', () => {
  const table = buildRouteTable([deep, other], 'P1');

  it('builds the menu of one product only', () => {
    expect(table.menu.map((m) => m.title)).toEqual(['一级']);
    expect(table.routes.has('/m')).toBe(false);
  });

  it('nests the menu at most 4 levels; level 5 is a route without a menu entry', () => {
    const level4 = table.menu[0]?.children?.[0]?.children?.[0]?.children?.[0];
    expect(level4?.title).toBe('四级');
    expect(level4?.children).toBeUndefined();
    expect(table.routes.get('/a/b/c/d/e')?.level).toBe(5);
  });

  it('leaves hidden (type 4) routes and the children of hideChildren out of the menu, but routes them', () => {
    const titles = table.menu[0]?.children?.map((m) => m.title);
    expect(titles).toEqual(['二级', '帮助', '折叠']);
    expect(table.menu[0]?.children?.[2]?.children).toBeUndefined();
    expect(table.routes.has('/a/hidden')).toBe(true);
    expect(table.routes.has('/a/folded/x')).toBe(true);
  });

  it('turns external links into menu links, not routes', () => {
    expect(table.menu[0]?.children?.[1]?.externalLink).toBe('https://help.example.com');
    expect(table.routes.has('/a/help')).toBe(false);
  });

  it('sends a directory to its first visible child', () => {
    expect(table.routes.get('/a')?.firstChild).toBe('/a/b');
  });

  it('gives each route the titles above it; the breadcrumb keeps 4 levels', () => {
    const route = table.routes.get('/a/b/c/d/e');
    expect(route && breadcrumbOf(route).map((r) => r.title)).toEqual(['一级', '二级', '三级', '四级']);
  });
});

describe('detail routes and product choice', () => {
  it('recognises detail routes by five segments ending in detail', () => {
    expect(isDetailPath('/master/materialMgmt/material/cdMaterial/materialDetail')).toBe(true);
    expect(isDetailPath('/a/b/c/d/detail')).toBe(true);
    expect(isDetailPath('/a/b/c/detail')).toBe(false);
    expect(isDetailPath('/a/b/c/d/details')).toBe(false);
  });

  const products = [
    { id: 'P1', name: '制造执行', icon: null, code: 'Manufacture', active: true },
    { id: 'P2', name: '新产品开发', icon: null, code: 'Development', active: false },
  ];

  it('chooses the product that owns the requested path, else the active one', () => {
    expect(productOwning([deep, other], '/m')).toBe('P2');
    expect(chooseProduct(products, [deep, other], '/m')?.code).toBe('Development');
    expect(chooseProduct(products, [deep, other], '/welcome')?.code).toBe('Manufacture');
    expect(chooseProduct(products, [deep, other], '/welcome', 'P2')?.code).toBe('Development');
  });

  it('lands a Development user on the work panel from / and /welcome only', () => {
    expect(landingPath('/welcome', products[1])).toBe(DEVELOPMENT_HOME);
    expect(landingPath('/', products[0])).toBe('/welcome');
    expect(landingPath('/welcome', products[0])).toBeUndefined();
    expect(landingPath('/a/b', products[1])).toBeUndefined();
  });

  it("names the screens of one product's routes, hidden ones too, each once (their module registries load with the product)", () => {
    const tree = [
      record('/p', '产品一', {}, [
        record('/p/a', '甲', { component: 'mes.mfgLine' }),
        record('/p/b', '乙', { component: 'mes.mfgLine' }),
        record('/p/h', '隐藏', { type: '4', component: 'st.inventoryBatch' }),
      ]),
      { ...record('/q', '产品二', { component: 'pm.projIndex' }), pid: 'P2' },
    ];
    expect(productScreenKeys(tree, 'P1').sort()).toEqual(['RouteView', 'mes.mfgLine', 'st.inventoryBatch']);
    expect(productScreenKeys(tree, 'P2')).toEqual(['pm.projIndex']);
  });
});
