import { describe, expect, it } from 'vitest';
import { urgentRefusal } from './urgent';

describe('紧急 of several requests', () => {
  it('lets requests still waiting or in inspection be marked', () => {
    expect(
      urgentRefusal([
        { applyNo: 'IQA-20261128-0008', state: 'WAITING' },
        { applyNo: 'IQA-20261124-0006', state: 'INSPECTING' },
      ]),
    ).toBeUndefined();
  });

  it('refuses a selection with judged lots, naming them', () => {
    expect(
      urgentRefusal([
        { applyNo: 'IQA-20261124-0006', state: 'INSPECTING' },
        { applyNo: 'IQA-20261126-0007', state: 'JUDGED' },
        { applyNo: 'IQA-20261120-0005', state: 'JUDGED' },
      ]),
    ).toBe('已判定的报检单不用再标记紧急：IQA-20261126-0007、IQA-20261120-0005');
  });
});
