import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { declaredForm } from '@/shared/ui/crud-screen';
import { SupplierItemList } from './SupplierItemListPage';

const { empty, schema } = declaredForm(SupplierItemList);

// 华锦电子's capacitors, the contract's add example.
const filled = {
  ...empty,
  supplierId: '1716352000000460005',
  materialId: '1716352000000400404',
  supplierItemNo: 'HJ-C0805X7R106K',
  supplierUom: '盘',
  conversion: 4000,
  minPackQty: 4000,
  moq: 20000,
  leadTimeDays: 18,
};

function issues(value: unknown): [PropertyKey[], string][] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => [i.path, i.message]);
}

describe('供应商物料 form', () => {
  it('sends the contract body; an empty inspection mode is null (follow the supplier’s configuration)', () => {
    expect(z.parse(schema, filled)).toEqual({
      supplierId: '1716352000000460005',
      materialId: '1716352000000400404',
      supplierItemNo: 'HJ-C0805X7R106K',
      supplierItemName: null,
      supplierUom: '盘',
      conversion: 4000,
      minPackQty: 4000,
      moq: 20000,
      leadTimeDays: 18,
      inspectModeOverride: null,
      remark: null,
    });
  });
  it('refuses an order minimum below the pack, on the minimum', () => {
    expect(issues({ ...filled, moq: 2000 })).toEqual([[['moq'], '最小订购量不能小于最小包装量']]);
    expect(issues({ ...filled, moq: null })).toEqual([]);
  });
  it('refuses a conversion of 0 (1 supplier unit is more than nothing) and a lead time over a year', () => {
    expect(issues({ ...filled, conversion: 0 })).toEqual([[['conversion'], '单位换算须大于 0']]);
    expect(issues({ ...filled, leadTimeDays: 366 }).map(([path]) => path)).toEqual([['leadTimeDays']]);
  });
});
