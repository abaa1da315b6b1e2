import type { PhaseOption } from '@/entities/project';

/** Phase colours when the phase list has none: dark enough for white text and for text on white (AA). */
const FALLBACK = ['#595959', '#531DAB', '#0958D9', '#006D75', '#AD4E00', '#C41D7F', '#237804', '#1D39C4'];

/** Each phase code's colour: the phase list's own, else one of the fallback colours by its order. */
export function phaseColors(phases: readonly PhaseOption[] | undefined): (code: string) => string {
  const byCode = new Map(
    (phases ?? []).map((phase, i) => [phase.code, phase.color ?? FALLBACK[i % FALLBACK.length] ?? '#595959']),
  );
  return (code) => byCode.get(code) ?? FALLBACK[Number(code.replace(/\D/g, '')) % FALLBACK.length] ?? '#595959';
}

export const PHASE_STATE_TITLES = { DONE: '已完成', ACTIVE: '当前阶段', PLANNED: '计划中' } as const;
