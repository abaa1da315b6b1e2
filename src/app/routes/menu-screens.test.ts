import { describe, expect, it } from 'vitest';
import { menuScreensOf } from './menu-screens';
import type { Product, RouteRecord } from './route-table';

let seq = 0;
function record(
  pid: string,
  path: string,
  title: string,
  extra: Partial<RouteRecord> = {},
  children: RouteRecord[] = [],
): RouteRecord {
  seq += 1;
  const id = String(seq);
  return {
    id,
    pid,
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
      pid,
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

const product = (id: string, name: string): Product => ({ id, name, icon: null, code: id, active: false });

const tree = [
  record('P1', '/mfg', '生产建模', {}, [
    record('P1', '/mfg/line', '产线'),
    record('P1', '/mfg/line/approve', '产线审批', { type: '4' }),
    record('P1', '/mfg/hidden', '隐藏页', { hidden: true }),
    record('P1', '/mfg/stock', '库存明细', { component: 'st.inventoryDetail' }, [
      record('P1', '/mfg/stock/batch', '批次详情'),
    ]),
  ]),
  record('P2', '/master', '物料管理', {}, [record('P2', '/master/type', '物料类型')]),
  record('P2', '/help', '帮助中心', { type: '3', target: '_blank', link: 'https://help.example.com/manual' }),
];

describe('menuScreensOf', () => {
  const screens = menuScreensOf([product('P1', '制造执行'), product('P2', '主数据')], tree);

  it('lists the screens of every product with their product and menu trail, without folders or hidden entries', () => {
    expect(screens.map((s) => [s.productName, ...s.trail, s.title].join(' / '))).toEqual([
      '制造执行 / 生产建模 / 产线',
      '制造执行 / 生产建模 / 库存明细',
      '制造执行 / 生产建模 / 库存明细 / 批次详情',
      '主数据 / 物料管理 / 物料类型',
      '主数据 / 帮助中心',
    ]);
  });

  it('keeps external links as entries that open their link', () => {
    expect(screens.at(-1)).toMatchObject({
      path: '/help',
      externalLink: 'https://help.example.com/manual',
      productId: 'P2',
    });
    expect(screens.filter((s) => s.externalLink)).toHaveLength(1);
  });
});
