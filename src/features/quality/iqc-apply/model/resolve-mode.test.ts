import { describe, expect, it } from 'vitest';
import { addAnswer, modeHint, resolveMode } from './resolve-mode';

// openapi/examples/scm/collabSupplierItemPage.yaml: 风华高科's resistors are 免检 of their own, 中电港's IGBT follows
// the configuration (抽检).
const resistors = {
  inspectModeOverride: 'EXEMPT',
  effectiveInspectMode: 'EXEMPT',
  supplierItemNo: 'RC-05K1002FT',
} as const;
const igbt = { inspectModeOverride: null, effectiveInspectMode: 'SAMPLE', supplierItemNo: 'FF75R12RT4' } as const;

describe('检验方式 of a hand-made request', () => {
  it('takes the mode picked by hand first', () => {
    expect(resolveMode({ chosen: 'FULL', item: resistors, configMode: 'SAMPLE' })).toEqual({
      mode: 'FULL',
      source: 'MANUAL',
      why: '手工指定全检',
    });
  });

  it('then the supplier item’s own mode', () => {
    expect(resolveMode({ chosen: '', item: resistors, configMode: 'SAMPLE' })).toEqual({
      mode: 'EXEMPT',
      source: 'SUPPLIER_ITEM',
      why: '供应商物料 RC-05K1002FT 设为免检',
    });
  });

  it('then the supplier configuration, through the item or without one', () => {
    expect(resolveMode({ chosen: '', item: igbt, configMode: undefined })).toMatchObject({
      mode: 'SAMPLE',
      source: 'SUPPLIER_CONFIG',
    });
    expect(resolveMode({ chosen: '', item: null, configMode: 'FULL' })).toEqual({
      mode: 'FULL',
      source: 'SUPPLIER_CONFIG',
      why: '供应商配置的来料检验方式为全检',
    });
  });

  it('says nothing while what decides it is loading', () => {
    expect(resolveMode({ chosen: '', item: undefined, configMode: 'FULL' })).toBeUndefined();
    expect(resolveMode({ chosen: '', item: null, configMode: undefined })).toBeUndefined();
  });

  it('tells that a 免检 lot is judged at once, before and after saving', () => {
    const exempt = resolveMode({ chosen: '', item: resistors, configMode: 'SAMPLE' });
    expect(exempt && modeHint(exempt)).toBe(
      '将按供应商物料 RC-05K1002FT 设为免检：登记即判定合格，不需检验，不发 IAN 通知',
    );
    expect(addAnswer(exempt)).toBe('已登记报检单：免检（供应商物料 RC-05K1002FT 设为免检），登记即判定合格，不需检验');
    const sampled = resolveMode({ chosen: '', item: igbt, configMode: 'SAMPLE' });
    expect(sampled && modeHint(sampled)).toBe('将按供应商配置的来料检验方式为抽检');
    expect(addAnswer(sampled)).toBe('已登记报检单：抽检，待检，已通知检验员');
    expect(addAnswer(undefined)).toBe('已登记报检单：待检，已通知检验员');
  });
});
