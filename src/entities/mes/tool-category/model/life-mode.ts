/** 寿命管理方式 of tool categories and tools (the contract's COUNT / TIME / NONE). */
export const LIFE_MODES = [
  { value: 'COUNT', title: '按次数' },
  { value: 'TIME', title: '按时长' },
  { value: 'NONE', title: '不管理' },
] as const;

export type LifeMode = (typeof LIFE_MODES)[number]['value'];

export function lifeModeTitle(value: string): string {
  return LIFE_MODES.find((mode) => mode.value === value)?.title ?? value;
}

/** The unit a life is counted in: 次 or 小时 (none when the life is not managed). */
export function lifeUnit(mode: string): string {
  return mode === 'COUNT' ? '次' : mode === 'TIME' ? '小时' : '';
}

/** A rated life with its unit (200,000 次), or — when there is none. */
export function ratedLifeText(life: number | null | undefined, mode: string): string {
  return life == null ? '—' : `${life.toLocaleString('zh-CN')} ${lifeUnit(mode)}`;
}
