import { SEVERITY_LABELS } from './constants';
import type { Severity } from './types';

/** One lot's original inspection (a 特采 release afterwards does not make it accepted). */
export interface LotResult {
  /** 严格度 the lot was inspected under. */
  severity: Severity;
  /** Ac of the plan used. */
  ac: number;
  /** Nonconforming items (or nonconformities) found in the sample; accepted when not above Ac. */
  defects: number;
}

/** What the rules cannot read from the lots: GB/T 2828.1-2012 9.3.3 and 9.4 leave them to people. */
export interface SwitchingConditions {
  /** 生产稳定: required to go to, and to stay in, reduced inspection. Taken as true when not given. */
  productionSteady?: boolean;
  /** 负责部门同意放宽 (the quality manager allows reduced inspection). */
  reducedApproved?: boolean;
  /** The quality manager has released a stopped supplier: inspection resumes, tightened. */
  released?: boolean;
}

export interface SwitchingState {
  severity: Severity;
  /** Why the severity is what it is, in Chinese, from the lots given. */
  reason: string;
  /** 转移得分 under normal inspection (0 under the others). */
  score: number;
  /** 暂停检验: 5 lots not accepted under tightened; lots are held until the quality manager releases. */
  stopped: boolean;
}

/** Ac of the normal plans in increasing order: the plan one AQL step tighter has the previous one. */
const NORMAL_AC_SERIES = [0, 1, 2, 3, 5, 7, 10, 14, 21, 30, 44];

/** Ac of the plan with the same sample size one AQL step tighter in 表 2-A (the switching score compares with it). */
export function tighterAcceptanceNumber(ac: number): number | undefined {
  const index = NORMAL_AC_SERIES.indexOf(ac);
  return index > 0 ? NORMAL_AC_SERIES[index - 1] : undefined;
}

/**
 * The switching score after one lot under normal inspection (GB/T 2828.1-2012 9.3.3.2, single sampling): with Ac ≥ 2,
 * add 3 when the lot would also have been accepted one AQL step tighter, else back to 0; with Ac 0 or 1, add 2 when
 * the lot is accepted, else back to 0.
 */
export function nextSwitchingScore(score: number, lot: Pick<LotResult, 'ac' | 'defects'>): number {
  if (lot.ac >= 2) {
    const tighter = tighterAcceptanceNumber(lot.ac);
    return tighter !== undefined && lot.defects <= tighter ? score + 3 : 0;
  }
  return lot.defects <= lot.ac ? score + 2 : 0;
}

const accepted = (lot: LotResult) => lot.defects <= lot.ac;

interface Phase {
  severity: Severity;
  /** Lots inspected since this severity began. */
  lots: LotResult[];
  score: number;
  stopped: boolean;
  /** Why the phase began (the switch that led to it), shown while nothing newer explains the state. */
  reason: string;
}

const REDUCE_AT = 30;

/**
 * GB/T 2828.1-2012's switching rules replayed over a supplier × material's lots, oldest first. Inspection starts
 * normal. A lot recorded under another severity than the replay reached starts that severity afresh (the server's
 * record wins: a manual start under tightened, a release after a stop). The server holds the state; this explains it.
 */
export function switchingState(history: readonly LotResult[], conditions: SwitchingConditions = {}): SwitchingState {
  const steady = conditions.productionSteady ?? true;
  let phase = fresh('NORMAL', '尚无检验记录，按正常检验开始');

  for (const lot of history) {
    if (lot.severity !== phase.severity || phase.stopped) {
      phase = fresh(
        lot.severity,
        phase.stopped
          ? `暂停检验已解除，按${SEVERITY_LABELS[lot.severity]}检验恢复`
          : `按记录转为${SEVERITY_LABELS[lot.severity]}检验`,
      );
    }
    phase.lots.push(lot);
    phase = afterLot(phase, lot, steady, conditions.reducedApproved === true);
  }

  if (phase.stopped && conditions.released) {
    phase = fresh('TIGHTENED', '暂停检验已由质量经理解除，按加严检验恢复');
  }
  if (phase.severity === 'REDUCED' && !steady) {
    phase = fresh('NORMAL', '生产不稳定，放宽检验恢复为正常');
  }
  return {
    severity: phase.severity,
    reason: explain(phase, steady, conditions.reducedApproved === true),
    score: phase.severity === 'NORMAL' ? phase.score : 0,
    stopped: phase.stopped,
  };
}

/** The phase after `lot` (already in phase.lots): the same severity with its counts, or the one it switches to. */
function afterLot(phase: Phase, lot: LotResult, steady: boolean, approved: boolean): Phase {
  const lots = phase.lots;
  switch (phase.severity) {
    case 'NORMAL': {
      const recent = lots.slice(-5);
      const rejected = recent.flatMap((candidate, index) => (accepted(candidate) ? [] : [index]));
      if (rejected.length >= 2) {
        const span = recent.length - (rejected.at(-2) ?? 0);
        return fresh('TIGHTENED', `连续 ${span} 批中有 2 批不接收，转为加严`);
      }
      const score = nextSwitchingScore(phase.score, lot);
      if (score >= REDUCE_AT && steady && approved) {
        return fresh('REDUCED', `转移得分 ${score} 达到 30，生产稳定且负责部门同意，转为放宽`);
      }
      return { ...phase, score };
    }
    case 'TIGHTENED': {
      const notAccepted = lots.filter((candidate) => !accepted(candidate)).length;
      if (notAccepted >= 5) return { ...phase, stopped: true };
      const run = consecutiveAccepted(lots);
      if (run >= 5) return fresh('NORMAL', '加严检验连续 5 批接收，恢复正常检验');
      return phase;
    }
    case 'REDUCED':
      return accepted(lot) ? phase : fresh('NORMAL', '放宽检验中有 1 批不接收，恢复正常检验');
  }
}

function fresh(severity: Severity, reason: string): Phase {
  return { severity, lots: [], score: 0, stopped: false, reason };
}

function consecutiveAccepted(lots: readonly LotResult[]): number {
  const lastRejected = lots.findLastIndex((lot) => !accepted(lot));
  return lots.length - 1 - lastRejected;
}

/** The reason shown: the switch that just happened, or where the current severity stands against its rules. */
function explain(phase: Phase, steady: boolean, approved: boolean): string {
  const { lots } = phase;
  if (lots.length === 0) return phase.reason;
  const notAccepted = lots.filter((lot) => !accepted(lot)).length;
  switch (phase.severity) {
    case 'NORMAL': {
      const recentRejected = lots.slice(-5).filter((lot) => !accepted(lot)).length;
      const base = `正常检验：最近 ${Math.min(lots.length, 5)} 批中 ${recentRejected} 批不接收，转移得分 ${phase.score}`;
      if (phase.score < REDUCE_AT) return base;
      const missing = [steady ? '' : '生产不稳定', approved ? '' : '负责部门未同意'].filter(Boolean).join('、');
      return `${base}，已达 30，但${missing}，保持正常`;
    }
    case 'TIGHTENED':
      if (phase.stopped) return `加严检验累计 ${notAccepted} 批不接收，暂停检验，待质量经理解除`;
      return `加严检验：已连续 ${consecutiveAccepted(lots)} 批接收（满 5 批恢复正常），累计 ${notAccepted} 批不接收（满 5 批暂停检验）`;
    case 'REDUCED':
      return `放宽检验：放宽以来 ${lots.length} 批均接收`;
  }
}
