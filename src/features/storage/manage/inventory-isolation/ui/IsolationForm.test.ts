import { describe, expect, it } from 'vitest';
import type { StStock } from '@/entities/storage/stock';
import type { IsolationRow } from '../model/isolation';
import { isolationForm, isolationSchema } from './IsolationForm';
import { releaseForm, releaseSchema } from './ReleasePanel';

// openapi/examples/scm/stStockPage.yaml: the connectors on E1-01-01 and the 200 rejected ones on E1-03-01.
const onShelf = {
  id: '1716352000000580001',
  qualityState: 'QUALIFIED',
  onHandQty: 2452,
  lockedQty: 0,
  isolatedQty: 0,
  allocatedQty: 0,
  uomPrecision: 0,
  isolationLocation: false,
  locationCode: 'E1-01-01',
} as StStock;
const valid = {
  ...isolationForm.empty,
  stockId: onShelf.id,
  toLocationId: '1716352000000401011',
  qty: 30,
  sourceType: 'COMPLAINT',
  reason: '客户反馈插针氧化，同批待确认',
};
const messages = (stock: StStock | undefined, values: object) => {
  const found: Record<string, string> = {};
  const result = isolationSchema(stock).safeParse({ ...valid, ...values });
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('新增隔离 form rules (docs/design/scm-storage.md → 库存隔离)', () => {
  it('asks for the row, the isolation location, the quantity and the reason', () => {
    expect(messages(undefined, { stockId: '', toLocationId: '', qty: null, reason: '' })).toEqual({
      stockId: '请选择库存',
      toLocationId: '请选择隔离库位',
      qty: '请输入隔离数量',
      reason: '请输入原因',
    });
  });

  it('refuses more than 在库 − 已分配, and a row already isolated', () => {
    expect(messages(onShelf, { qty: 3000 })).toEqual({
      qty: '隔离数量 3000 超过可隔离 2452（在库 2452，锁定 0，隔离 0，已分配 0）',
    });
    expect(messages({ ...onShelf, isolationLocation: true, locationCode: 'E1-03-01' }, {})).toEqual({
      stockId: '库存已在隔离库位 E1-03-01，不用再隔离',
    });
  });

  it('gives exactly the contract body', () => {
    expect(isolationSchema(onShelf).parse(valid)).toEqual({
      stockId: '1716352000000580001',
      toLocationId: '1716352000000401011',
      qty: 30,
      sourceType: 'COMPLAINT',
      sourceNo: null,
      reason: '客户反馈插针氧化，同批待确认',
      remark: null,
    });
  });
});

describe('释放 rules', () => {
  const row = { id: '1716352000000583001', qty: 200, releasedQty: 0, uomPrecision: 0 } as IsolationRow;
  it('releases within what is still isolated, to a location, with a reason', () => {
    const body = { ...releaseForm.empty, id: row.id, qty: 300, toLocationId: '', reason: '' };
    expect(
      releaseSchema(row)
        .safeParse(body)
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['请选择释放到库位', '请输入释放原因', '释放数量 300 超过隔离中 200']);
  });
});
