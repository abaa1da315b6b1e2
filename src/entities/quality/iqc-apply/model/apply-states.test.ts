import { describe, expect, it } from 'vitest';
import { isEditableApply, isExemptJudged, lookOptions, APPLY_STATES, modeText } from './apply-states';
import { iqcRouteOf, startInspectionRoute } from './iqc-routes';

describe('IQC 申请 labels', () => {
  it('says the mode with where it came from', () => {
    expect(modeText({ inspectMode: 'EXEMPT', modeSource: 'SUPPLIER_ITEM' })).toBe('免检（供应商物料）');
    expect(modeText({ inspectMode: 'SAMPLE', modeSource: 'SUPPLIER_CONFIG' })).toBe('抽检（供应商配置）');
    expect(modeText({ inspectMode: 'FULL', modeSource: 'MANUAL' })).toBe('全检（手工指定）');
  });

  it('offers the states in their order as options', () => {
    expect(lookOptions(APPLY_STATES)).toEqual([
      { value: 'WAITING', title: '待检' },
      { value: 'INSPECTING', title: '检验中' },
      { value: 'JUDGED', title: '已判定' },
    ]);
  });

  it('lets only a hand-made request still 待检 be edited or deleted (1017111)', () => {
    expect(isEditableApply({ sourceType: 'MANUAL', state: 'WAITING' })).toBe(true);
    expect(isEditableApply({ sourceType: 'RECEIPT', state: 'WAITING' })).toBe(false);
    expect(isEditableApply({ sourceType: 'MANUAL', state: 'INSPECTING' })).toBe(false);
    expect(isEditableApply({ sourceType: 'MANUAL', state: 'JUDGED' })).toBe(false);
  });

  it('knows a 免检 lot judged at registration', () => {
    expect(isExemptJudged({ inspectMode: 'EXEMPT', state: 'JUDGED' })).toBe(true);
    expect(isExemptJudged({ inspectMode: 'SAMPLE', state: 'JUDGED' })).toBe(false);
  });
});

describe('IQC routes', () => {
  it('starts the inspection of a request not started, and opens the inspection of one started', () => {
    expect(startInspectionRoute('1716352000000530008')).toBe('/quality/inspection/iqc?applyId=1716352000000530008');
    expect(iqcRouteOf({ applyId: '1716352000000530008', inspectionId: null })).toBe(
      '/quality/inspection/iqc?applyId=1716352000000530008',
    );
    expect(iqcRouteOf({ applyId: '1716352000000530006', inspectionId: '1716352000000531006' })).toBe(
      '/quality/inspection/iqc?id=1716352000000531006',
    );
  });
});
