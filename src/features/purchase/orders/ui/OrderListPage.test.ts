import { describe, expect, it, vi } from 'vitest';
import { rowConditionsPass } from '@/shared/lib/table-query';
import { buildRowActions, declaredForm } from '@/shared/ui/crud-screen';
import { duplicateMaterial, type OrderLine } from '../model/order-lines';
import { OrderListPage } from './OrderListPage';

const form = declaredForm(OrderListPage);

/** A line as the grid holds it: the contract's fields and the picked material's shown ones. */
const connector: OrderLine = {
  materialId: '1716352000000450107',
  qty: 2000,
  price: 3.2,
  requiredDate: '2026-12-20',
  remark: '',
  materialCode: 'EL-CN-DB15F',
  materialName: '连接器',
  specification: 'DB15 母头 焊线式',
  uomName: '个',
  uomPrecision: 0,
};
const valid = {
  ...form.empty,
  supplierId: '1716352000000460003',
  buyerId: '1716352000000000205',
  orderDate: '2026-11-29',
  currency: 'CNY',
  taxRate: 13,
  houseId: '1716352000000400802',
  remark: '',
  lines: [connector],
};

const messages = (values: object) => {
  const result = form.schema.safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('采购订单 form rules', () => {
  it('starts with one empty line, and says what that line lacks', () => {
    expect(messages({ lines: form.empty.lines })).toEqual({
      'lines.0.materialId': '请选择物料',
      'lines.0.qty': '请输入数量',
      'lines.0.price': '请输入单价',
      'lines.0.requiredDate': '请输入要求交期',
    });
  });

  it('asks for the supplier, the buyer, the warehouse and at least one line', () => {
    expect(messages({ supplierId: '', buyerId: '', houseId: '', lines: [] })).toEqual({
      supplierId: '请选择供应商',
      buyerId: '请选择采购员',
      houseId: '请选择收货仓库',
      lines: '请至少添加 1 行采购明细',
    });
  });

  it('refuses a quantity of 0 or beyond its unit’s decimals, a negative price and a date before the order’s', () => {
    expect(
      messages({
        lines: [
          { ...connector, qty: 0 },
          { ...connector, qty: 1.5 },
          { ...connector, requiredDate: '2026-11-28' },
          { ...connector, qty: 12.345, uomName: '千克', uomPrecision: 2 },
        ],
      }),
    ).toEqual({
      'lines.0.qty': '数量必须大于 0',
      'lines.1.qty': '单位“个”的数量只能是整数',
      'lines.2.requiredDate': '要求交期不能早于下单日期（2026-11-29）',
      'lines.3.qty': '单位“千克”的数量最多 2 位小数',
    });
    expect(messages({ lines: [{ ...connector, price: -1 }] })).toEqual({ 'lines.0.price': '单价不能小于 0' });
  });

  it('warns of the same material on two lines without refusing the save', () => {
    const twice = [connector, { ...connector, requiredDate: '2026-12-27' }];
    expect(duplicateMaterial(twice[1] as OrderLine, 1, twice)).toEqual({
      key: 'materialId',
      level: 'warning',
      message: '物料 EL-CN-DB15F 与第 1 行相同，请确认是分批交货',
    });
    expect(duplicateMaterial(connector, 0, twice)).toBeUndefined();
    expect(messages({ lines: twice })).toEqual({});
  });

  it('gives exactly the contract’s body: the shown material left out, an empty remark as null', () => {
    expect(form.schema.parse(valid)).toEqual({
      supplierId: '1716352000000460003',
      buyerId: '1716352000000000205',
      orderDate: '2026-11-29',
      currency: 'CNY',
      taxRate: 13,
      houseId: '1716352000000400802',
      remark: null,
      lines: [{ materialId: '1716352000000450107', qty: 2000, price: 3.2, requiredDate: '2026-12-20', remark: null }],
    });
  });
});

describe('采购订单 row actions by state (docs/design/scm-purchase.md)', () => {
  const actions = buildRowActions(
    OrderListPage.screen,
    { edit: vi.fn(), add: vi.fn(), panel: vi.fn(), navigate: vi.fn() },
    () => Promise.resolve(),
    'poOrderManage',
  );
  const offered = (state: string, qtyReceived = 0) =>
    actions
      .filter((action) => rowConditionsPass({ state, qtyReceived } as never, action.when))
      .map((action) => action.title);

  it('offers each state exactly its actions', () => {
    expect(offered('DRAFT')).toEqual(['详情', '编辑', '提交', '删除']);
    expect(offered('REJECTED')).toEqual(['详情', '编辑', '提交', '打印', '删除']);
    expect(offered('PENDING')).toEqual(['详情', '撤回', '打印']);
    expect(offered('APPROVED')).toEqual(['详情', '变更', '取消', '打印']);
    expect(offered('APPROVED', 500)).toEqual(['详情', '变更', '打印']);
    expect(offered('PARTIAL', 3000)).toEqual(['详情', '变更', '关闭', '打印']);
    expect(offered('RECEIVED', 400)).toEqual(['详情', '打印']);
    expect(offered('CLOSED', 4200)).toEqual(['详情', '打印']);
    expect(offered('CANCELLED')).toEqual(['详情', '打印']);
  });
});
