import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { lineOfSource, suggestionOf, type PutawayLine, type PutawaySource } from '../model/putaway-lines';
import { PutawayListPage } from './PutawayListPage';

const form = declaredForm(PutawayListPage);

// B20261108-ST01: 4052.812 kg accepted after sorting, waiting at QC-01; RM-ST-0002's fixed B-01-01 holds 4200 of 8000.
const steel: PutawaySource = {
  id: '1716352000000554953',
  receiptId: '1716352000000554903',
  receiptNo: 'GR-20261108-0001',
  receiptLineNo: 1,
  supplierName: '宝钢贸易',
  materialId: '1716352000000400402',
  materialCode: 'RM-ST-0002',
  materialName: '冷轧钢板',
  uomName: '千克',
  uomPrecision: 3,
  batchNo: 'B20261108-ST01',
  houseId: '1716352000000400801',
  houseName: '原材料一号仓',
  fromLocationId: '1716352000000401013',
  fromLocationCode: 'QC-01',
  fromLocationName: '待检区 1 号位',
  judgement: 'SORTED',
  acceptedQty: 4052.812,
  putawayQty: 0,
  fixedLocationId: '1716352000000401005',
  fixedLocationCode: 'B-01-01',
  fixedLocationName: '板材区 1 号货架第 1 层',
  fixedMaxQty: 8000,
  fixedOnHandQty: 4200,
  lastLocationId: '1716352000000401005',
  lastLocationCode: 'B-01-01',
  lastLocationName: '板材区 1 号货架第 1 层',
};
const line = (patch: Partial<PutawayLine> = {}): PutawayLine => ({
  ...form.empty.lines[0],
  ...lineOfSource(steel),
  remark: '',
  ...patch,
});
const valid = { ...form.empty, houseId: '1716352000000400801', bizDate: '2026-11-29', lines: [line()] };

const messages = (values: object) => {
  const result = form.schema.safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('采购入库单 form', () => {
  it('puts all of 可上架 at the suggested location and sends the contract’s fields only', () => {
    const result = form.schema.safeParse(valid);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.lines).toEqual([
      { receiptLineId: '1716352000000554953', toLocationId: '1716352000000401005', qty: 4052.812, remark: null },
    ]);
  });

  it('says why the location is suggested, and when the keeper chose another', () => {
    expect(suggestionOf(line())).toBe('上次库位 B-01-01');
    expect(suggestionOf(line({ qty: 3000 }))).toBe('固定库位 B-01-01');
    expect(suggestionOf(line({ toLocationId: '1716352000000401007' }))).toBe('自选（建议 上次库位 B-01-01）');
  });

  it('refuses more than 可上架 with the numbers, and nothing', () => {
    expect(messages({ lines: [line({ qty: 5000 })] })).toEqual({
      'lines.0.qty': '上架数量 5000 超过可上架 4052.812（合格 4052.812，已上架 0）',
    });
    expect(messages({ lines: [line({ qty: 0 })] })['lines.0.qty']).toBe('上架数量必须大于 0');
    expect(messages({ lines: [line({ qty: 1.0001 })] })['lines.0.qty']).toMatch(/3 位小数/);
  });
});
