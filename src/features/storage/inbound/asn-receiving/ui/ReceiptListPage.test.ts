import { describe, expect, it, vi } from 'vitest';
import { rowConditionsPass } from '@/shared/lib/table-query';
import { buildRowActions, declaredForm } from '@/shared/ui/crud-screen';
import { lineNotes, lineOfSource, type ReceiptLine, type ReceiptSource } from '../model/receipt-lines';
import { ReceiptListPage } from './ReceiptListPage';

const form = declaredForm(ReceiptListPage);

// ASN-202611-0002 line 1 as stReceiptSources gives it: 500 shipped, 5000 ordered, 3000 arrived, 3 %.
const source: ReceiptSource = {
  id: '1716352000000475201',
  sourceType: 'ASN',
  asnId: '1716352000000474002',
  asnNo: 'ASN-202611-0002',
  asnLineId: '1716352000000475201',
  asnLineNo: 1,
  orderId: '1716352000000470009',
  orderNo: 'PO-202611-0009',
  orderLineId: '1716352000000471901',
  orderLineNo: 1,
  supplierId: '1716352000000460003',
  supplierName: '中电港',
  houseId: '1716352000000400802',
  houseName: '电子料仓',
  materialId: '1716352000000400407',
  materialCode: 'EL-CN-DB15F',
  materialName: '连接器',
  specification: 'DB15 母头 焊线式',
  uomName: '个',
  uomPrecision: 0,
  batchRequired: false,
  orderedQty: 5000,
  arrivedQty: 3000,
  shipQty: 500,
  asnReceivedQty: 0,
  tolerancePct: 3,
  labelRequired: true,
  boxCount: 1,
  supplierBatch: 'CEC2611B21',
  productionDate: '2026-11-21',
  expiryDate: null,
  locationId: '1716352000000401009',
  locationCode: 'E1-01-01',
  locationName: '防静电区 1 号货架第 1 层',
};
const line = (patch: Partial<ReceiptLine> = {}): ReceiptLine => ({
  ...form.empty.lines[0],
  ...lineOfSource(source),
  remark: '',
  ...patch,
});
const valid = {
  ...form.empty,
  supplierId: '1716352000000460003',
  houseId: '1716352000000400802',
  receiveTime: '2026-11-29 09:30:00',
  lines: [line({ receivedQty: 492, damagedQty: 2 })],
};

const messages = (values: object) => {
  const result = form.schema.safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('收货单 form', () => {
  it('takes a line picked from its source, 实收 492 of 500 with 2 damaged, and sends the contract’s fields only', () => {
    const result = form.schema.safeParse(valid);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.lines).toEqual([
      {
        sourceType: 'ASN',
        sourceId: '1716352000000475201',
        receivedQty: 492,
        damagedQty: 2,
        supplierBatch: 'CEC2611B21',
        productionDate: '2026-11-21',
        expiryDate: null,
        locationId: '1716352000000401009',
        scannedLabels: [],
        remark: null,
      },
    ]);
  });

  it('refuses 实收 above 可收数 with the numbers, 0, and 破损 above 实收', () => {
    expect(messages({ lines: [line({ receivedQty: 540 })] })).toEqual({
      'lines.0.receivedQty': 'EL-CN-DB15F 实收 540 超过可收数 515（发货 500，允差 3%）',
    });
    expect(messages({ lines: [line({ receivedQty: 515 })] })).toEqual({});
    expect(messages({ lines: [line({ receivedQty: 0 })] })['lines.0.receivedQty']).toBe('实收必须大于 0');
    expect(messages({ lines: [line({ receivedQty: 2, damagedQty: 3 })] })['lines.0.damagedQty']).toBe(
      '破损 3 超过实收 2',
    );
  });

  it('keeps 实收 to the unit’s decimals and the dates in order', () => {
    expect(messages({ lines: [line({ receivedQty: 492.5 })] })['lines.0.receivedQty']).toBe('单位“个”的实收只能是整数');
    expect(messages({ lines: [line({ productionDate: '2099-01-01' })] })['lines.0.productionDate']).toMatch(
      /^生产日期不能晚于今天/,
    );
    expect(messages({ lines: [line({ expiryDate: '2026-11-01' })] })['lines.0.expiryDate']).toBe(
      '有效期至不能早于生产日期（2026-11-21）',
    );
  });

  it('needs the supplier’s batch and production date of a batch material', () => {
    const batch = line({ batchRequired: true, supplierBatch: '', productionDate: '' });
    const found = messages({ lines: [batch] });
    expect(found['lines.0.supplierBatch']).toBe('批次管理的物料须填供应商批次');
    expect(found['lines.0.productionDate']).toBe('批次管理的物料须填生产日期');
  });
});

describe('收货单 line notes (never refusing the save)', () => {
  it('warns of unscanned boxes where labels are required, then offers 有效期至 from the shelf life', () => {
    expect(lineNotes(line())?.message).toBe('ASN-202611-0002 第 1 行 还有 1 箱未扫描标签，过账前须扫完');
    const scanned = line({ scannedLabels: ['ASN-202611-0002|1|1/1'] });
    expect(lineNotes(scanned)).toBeUndefined();
    expect(lineNotes({ ...scanned, shelfLifeDays: 365 })).toEqual({
      key: 'expiryDate',
      level: 'warning',
      message: '有效期至未填：按生产日期 + 保质期 365 天应为 2027-11-21',
    });
    expect(lineNotes({ ...scanned, shelfLifeDays: 365, expiryDate: '2027-11-21' })).toBeUndefined();
    expect(lineNotes({ ...line(), labelRequired: false })).toBeUndefined();
  });
});

describe('收货单 row actions', () => {
  const row = (state: string, extra: object = {}) => ({ state, reversed: false, reversalOfId: null, ...extra });
  const actions = buildRowActions(
    ReceiptListPage.screen,
    { edit: vi.fn(), add: vi.fn(), panel: vi.fn(), navigate: vi.fn() },
    () => Promise.resolve(),
    'asnReceiving',
  );
  const titles = (record: object) =>
    actions.filter((action) => rowConditionsPass(record as never, action.when)).map((action) => action.title);

  it('offers 冲销, 打印 and 打印标签 on a posted receipt, never 编辑', () => {
    expect(titles(row('POSTED'))).toEqual(['详情', '冲销', '打印', '打印标签']);
    expect(titles(row('POSTED', { reversed: true }))).toEqual(['详情', '打印', '打印标签']);
    expect(titles(row('SUBMITTED'))).toEqual(['详情', '撤回', '过账', '取消']);
    expect(titles(row('DRAFT'))).toEqual(['详情', '编辑', '提交', '取消', '删除']);
  });
});
