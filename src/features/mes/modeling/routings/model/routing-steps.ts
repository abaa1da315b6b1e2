import { arrayMove } from '@dnd-kit/sortable';
import { type MfgProcess, toMinutes } from '@/entities/mes/mfg-process';
import type { MfgRoutingDetailData, MfgRoutingSaveStepsVariables } from '@/shared/api';

type SavedStep = MfgRoutingDetailData['steps'][number];
type StepBody = MfgRoutingSaveStepsVariables['body']['steps'][number];

/** A step while the routing is edited: `key` is the saved step's id, or `new-n` for a step added here. */
export interface StepDraft extends Omit<SavedStep, 'id' | 'seq'> {
  key: string;
}

/** 序号 of the step at an index: 10, 20, 30 … (gaps leave room to insert a step between two on the shop floor). */
export const seqAt = (index: number) => (index + 1) * 10;

/** The saved steps in their order. */
export function draftsOf(steps: readonly SavedStep[]): StepDraft[] {
  return [...steps].sort((a, b) => a.seq - b.seq).map(({ id, seq: _seq, ...step }) => ({ key: id, ...step }));
}

/** Processes picked in the selector, appended as steps with the process's own line, time and inspection. */
export function appendProcesses(
  steps: readonly StepDraft[],
  processes: readonly MfgProcess[],
  firstKey: number,
): StepDraft[] {
  const added = processes.map<StepDraft>((p, i) => ({
    key: `new-${firstKey + i}`,
    processId: p.id,
    processCode: p.code,
    processName: p.name,
    lineId: p.lineId ?? null,
    lineName: p.lineName ?? null,
    stdTime: p.stdTime,
    timeUnit: p.timeUnit,
    keyStep: false,
    checkpoint: p.inspectRequired,
    linkType: 'FS',
  }));
  return [...steps, ...added];
}

/** The step at `from` moved to `to` (drag, 上移, 下移); out-of-range moves change nothing. */
export function moveStep(steps: readonly StepDraft[], from: number, to: number): StepDraft[] {
  if (from === to || from < 0 || to < 0 || from >= steps.length || to >= steps.length) return [...steps];
  return arrayMove([...steps], from, to);
}

/** 总标准工时 in minutes per unit, to two decimals. */
export function totalMinutes(steps: readonly StepDraft[]): number {
  const total = steps.reduce((sum, s) => sum + toMinutes(s.stdTime ?? 0, s.timeUnit), 0);
  return Math.round(total * 100) / 100;
}

/** What 保存 sends: the whole ordered list, numbered 10, 20, 30 … */
export function stepsBody(routingId: string, steps: readonly StepDraft[]): MfgRoutingSaveStepsVariables['body'] {
  return {
    id: routingId,
    steps: steps.map<StepBody>((s, i) => ({
      processId: s.processId,
      seq: seqAt(i),
      lineId: s.lineId ?? null,
      stdTime: s.stdTime,
      timeUnit: s.timeUnit,
      keyStep: s.keyStep,
      checkpoint: s.checkpoint,
      linkType: s.linkType,
    })),
  };
}

/** Why the steps cannot be saved, in Chinese; nothing when they can. */
export function stepsProblem(steps: readonly StepDraft[]): string | undefined {
  if (steps.length === 0) return '请至少添加一道工序';
  const missing = steps.findIndex((s) => s.stdTime == null || !(s.stdTime >= 0));
  if (missing >= 0) return `序号 ${seqAt(missing)} 的标准工时不能为空`;
  return undefined;
}
