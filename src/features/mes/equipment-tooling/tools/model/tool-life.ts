/** How far a tool's life is used: a share of its rated life, and the level the bar warns at. */
export type LifeLevel = 'normal' | 'warning' | 'exceeded';

export interface LifeUse {
  percent: number;
  level: LifeLevel;
}

/** ≥ 80 % warns, ≥ 100 % is exceeded; a tool without a rated life (not managed) has none. */
export function lifeUse(usedLife: number, ratedLife: number | null | undefined): LifeUse | undefined {
  if (ratedLife === null || ratedLife === undefined || ratedLife <= 0) return undefined;
  const percent = Math.round((usedLife / ratedLife) * 1000) / 10;
  return { percent, level: percent >= 100 ? 'exceeded' : percent >= 80 ? 'warning' : 'normal' };
}
