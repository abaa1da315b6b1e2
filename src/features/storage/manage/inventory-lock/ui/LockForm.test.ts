import { describe, expect, it } from 'vitest';
import type { StStock } from '@/entities/storage/stock';
import type { LockRow } from '../model/lock';
import { lockForm, lockSchema } from './LockForm';
import { unlockForm, unlockSchema } from './UnlockPanel';

// openapi/examples/scm/stStockPage.yaml: FG20261128-001 in 成品仓 before its lock (在库 40, nothing held).
const finished = {
  id: '1716352000000580012',
  qualityState: 'QUALIFIED',
  onHandQty: 40,
  lockedQty: 0,
  isolatedQty: 0,
  allocatedQty: 0,
  availableQty: 40,
  uomName: '台',
  uomPrecision: 0,
} as StStock;
const valid = {
  ...lockForm.empty,
  stockId: finished.id,
  qty: 40,
  sourceType: 'RESERVE',
  sourceNo: 'SO-20261115-018',
  reason: '无锡宏达数控下批交货预留',
};
const messages = (stock: StStock | undefined, values: object) => {
  const result = lockSchema(stock).safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('新增锁定 form rules (docs/design/scm-storage.md → 库存锁定)', () => {
  it('asks for the stock row, a quantity, the source and the reason', () => {
    expect(messages(undefined, { stockId: '', qty: null, sourceType: '', reason: ' ' })).toEqual({
      stockId: '请选择库存',
      qty: '请输入锁定数量',
      sourceType: '请选择来源',
      reason: '请输入原因',
    });
  });

  it('refuses a quantity above 可用 with the figures, before sending', () => {
    expect(messages(finished, { qty: 50 })).toEqual({
      qty: '锁定数量 50 超过可用 40（在库 40，锁定 0，隔离 0，已分配 0）',
    });
    expect(messages(finished, {})).toEqual({});
  });

  it('takes no quantity for a whole-batch lock', () => {
    expect(messages(finished, { wholeBatch: true, qty: null })).toEqual({});
  });

  it('gives exactly the contract body', () => {
    expect(lockSchema(finished).parse(valid)).toEqual({
      stockId: '1716352000000580012',
      wholeBatch: false,
      qty: 40,
      sourceType: 'RESERVE',
      sourceNo: 'SO-20261115-018',
      reason: '无锡宏达数控下批交货预留',
      remark: null,
    });
  });
});

describe('解锁 rules', () => {
  const lock = { id: '1716352000000582001', qty: 40, unlockedQty: 0, uomPrecision: 0 } as LockRow;
  const parse = (values: object) => unlockSchema(lock).safeParse({ ...unlockForm.empty, id: lock.id, ...values });

  it('unlocks all when the quantity is left empty, a part within what is still locked', () => {
    expect(parse({ qty: null, reason: '客户改期' }).data).toEqual({ id: lock.id, qty: null, reason: '客户改期' });
    expect(parse({ qty: 15, reason: '先交 15 台' }).data).toEqual({ id: lock.id, qty: 15, reason: '先交 15 台' });
  });

  it('refuses more than is still locked (1018012), and asks for the reason', () => {
    expect(parse({ qty: 50, reason: '改期' }).error?.issues.map((issue) => issue.message)).toEqual([
      '解锁数量 50 超过锁定中 40',
    ]);
    expect(parse({ qty: 10, reason: '' }).error?.issues.map((issue) => issue.message)).toEqual(['请输入解锁原因']);
    expect(
      unlockSchema({ ...lock, unlockedQty: 25 })
        .safeParse({ id: lock.id, qty: 20, reason: '改期' })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['解锁数量 20 超过锁定中 15']);
  });
});
