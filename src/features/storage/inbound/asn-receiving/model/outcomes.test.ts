import { describe, expect, it } from 'vitest';
import { outcomeText, type ReceiptOutcome } from './outcomes';

const inspect: ReceiptOutcome = {
  receiptLineId: '1716352000000560201',
  lineNo: 1,
  outcome: 'INSPECT',
  qualityState: 'PENDING',
  applyId: '1716352000000530009',
  applyNo: 'IQA-20261129-0009',
  inspectMode: 'FULL',
  ianRuleCode: 'IAN-002',
  reason: 'IAN-002 要求检验',
};

describe('posting outcomes', () => {
  it('says each line’s state and its request', () => {
    expect(outcomeText(inspect)).toBe('第 1 行 待检，已生成报检单 IQA-20261129-0009');
    expect(
      outcomeText({
        ...inspect,
        lineNo: 2,
        outcome: 'EXEMPT',
        qualityState: 'QUALIFIED',
        applyNo: 'IQA-20261120-0005',
      }),
    ).toBe('第 2 行 免检，合格入库，已生成报检单 IQA-20261120-0005');
    expect(outcomeText({ ...inspect, outcome: 'NOT_REQUIRED', qualityState: 'QUALIFIED', applyNo: null })).toBe(
      '第 1 行 不需来料检验，合格入库',
    );
  });
});
