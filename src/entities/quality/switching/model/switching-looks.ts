import type { scmSchemas } from '@/shared/api';

type Schemas = scmSchemas['schemas'];
export type QmSwitchingRow = Schemas['QmSwitching'];
export type QmSwitchingDetail = Schemas['QmSwitchingDetail'];
type Change = Schemas['QmSwitchingChange'];
type Severity = Schemas['QmSeverity'];

/** How a severity looks: 正常 plain, 加严 orange, 放宽 green; a stopped supplier × material is red whatever its severity. */
export const SEVERITY_LOOKS: Record<Severity, { label: string; color: string }> = {
  NORMAL: { label: '正常检验', color: 'blue' },
  TIGHTENED: { label: '加严检验', color: 'orange' },
  REDUCED: { label: '放宽检验', color: 'green' },
};

/** 加严检验 · 暂停检验 — the severity a lot of this supplier × material is inspected under, and whether it may be. */
export function switchingText(state: Pick<QmSwitchingRow, 'severity' | 'stopped'>): string {
  const severity = SEVERITY_LOOKS[state.severity].label;
  return state.stopped ? `${severity} · 暂停检验` : severity;
}

/** The counters toward the next switch, as a person reads them (docs/design/scm-quality.md → Switching state). */
export function switchingProgress(
  state: Pick<QmSwitchingRow, 'severity' | 'stopped' | 'score' | 'acceptedInRow' | 'tightenedRejects'>,
): string {
  if (state.stopped) return `加严以来累计不接收 ${state.tightenedRejects} 批，质量经理恢复前不能检验`;
  if (state.severity === 'TIGHTENED')
    return `加严下连续接收 ${state.acceptedInRow} / 5 批，累计不接收 ${state.tightenedRejects} / 5 批`;
  if (state.severity === 'REDUCED') return `放宽下连续接收 ${state.acceptedInRow} 批，一批不接收即回到正常`;
  return `转移得分 ${state.score ?? 0} / 30，连续接收 ${state.acceptedInRow} 批`;
}

/** One change of the state: 正常检验 → 加严检验, or 暂停检验 / 恢复检验. */
export function changeText(change: Pick<Change, 'fromSeverity' | 'toSeverity' | 'stopped'>): string {
  if (change.stopped === true) return '暂停检验';
  if (change.stopped === false) return '恢复检验';
  const to = SEVERITY_LOOKS[change.toSeverity].label;
  return change.fromSeverity ? `${SEVERITY_LOOKS[change.fromSeverity].label} → ${to}` : to;
}
