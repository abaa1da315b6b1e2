import { describe, expect, it } from 'vitest';
import { changeText, switchingProgress, switchingText } from './switching-looks';

describe('switching looks', () => {
  it('says the severity, and that a stopped supplier × material cannot be inspected', () => {
    expect(switchingText({ severity: 'TIGHTENED', stopped: false })).toBe('加严检验');
    expect(switchingText({ severity: 'TIGHTENED', stopped: true })).toBe('加严检验 · 暂停检验');
    expect(switchingText({ severity: 'REDUCED', stopped: false })).toBe('放宽检验');
  });

  it('reads the counters toward the next switch for each severity', () => {
    const base = { stopped: false, score: null, acceptedInRow: 0, tightenedRejects: 0 };
    expect(switchingProgress({ ...base, severity: 'NORMAL', score: 24, acceptedInRow: 8 })).toBe(
      '转移得分 24 / 30，连续接收 8 批',
    );
    expect(switchingProgress({ ...base, severity: 'TIGHTENED', acceptedInRow: 2, tightenedRejects: 1 })).toBe(
      '加严下连续接收 2 / 5 批，累计不接收 1 / 5 批',
    );
    expect(switchingProgress({ ...base, severity: 'REDUCED', acceptedInRow: 2 })).toBe(
      '放宽下连续接收 2 批，一批不接收即回到正常',
    );
    expect(switchingProgress({ ...base, severity: 'TIGHTENED', stopped: true, tightenedRejects: 5 })).toBe(
      '加严以来累计不接收 5 批，质量经理恢复前不能检验',
    );
  });

  it('names a change: the severities, or a stop and a release', () => {
    expect(changeText({ fromSeverity: 'NORMAL', toSeverity: 'TIGHTENED', stopped: null })).toBe('正常检验 → 加严检验');
    expect(changeText({ fromSeverity: null, toSeverity: 'NORMAL' })).toBe('正常检验');
    expect(changeText({ toSeverity: 'TIGHTENED', stopped: true })).toBe('暂停检验');
    expect(changeText({ toSeverity: 'TIGHTENED', stopped: false })).toBe('恢复检验');
  });
});
