import { describe, expect, it } from 'vitest';
import type { AsnOrderLine } from '@/entities/asn';
import type { AsnFormLine } from './asn-lines';
import { earlyArrivals } from './early-arrival';

const order = {
  materialCode: 'EL-IGBT-75A',
  requiredDate: '2026-12-05',
  promisedDate: '2026-12-04',
} as const satisfies Partial<AsnOrderLine>;
const line = (patch: Partial<AsnOrderLine>): AsnFormLine => ({
  orderLineId: '1716352000000471902',
  shipQty: 100,
  perBox: 20,
  supplierBatch: '',
  productionDate: '',
  expiryDate: '',
  order: { ...(order as unknown as AsnOrderLine), ...patch },
});

describe('预计到货 too early', () => {
  it('warns of a line expected before its promised date less the supplier’s 允许提前天数', () => {
    // 中电港 may deliver 3 days early: the IGBT promised for 12-04 may come from 12-01 on.
    expect(earlyArrivals([line({})], '2026-12-01', 3)).toEqual([]);
    expect(earlyArrivals([line({})], '2026-11-30', 3)).toEqual([
      { row: 0, materialCode: 'EL-IGBT-75A', due: '2026-12-04', dueTitle: '回复交期', earliest: '2026-12-01' },
    ]);
  });

  it('goes by the required date where the supplier has not promised one, and waits for a whole date', () => {
    expect(earlyArrivals([line({ promisedDate: null })], '2026-12-01', 3)).toEqual([
      { row: 0, materialCode: 'EL-IGBT-75A', due: '2026-12-05', dueTitle: '要求交期', earliest: '2026-12-02' },
    ]);
    expect(earlyArrivals([line({})], '', 3)).toEqual([]);
    expect(earlyArrivals([{ ...line({}), order: undefined }], '2026-11-01', 3)).toEqual([]);
  });
});
