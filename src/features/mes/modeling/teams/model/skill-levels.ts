export const SKILL_LEVELS = [
  { value: 'JUNIOR', title: '初级工' },
  { value: 'MIDDLE', title: '中级工' },
  { value: 'SENIOR', title: '高级工' },
  { value: 'TECHNICIAN', title: '技师' },
] as const;

export const skillTitle = (value: string | null | undefined) =>
  SKILL_LEVELS.find((level) => level.value === value)?.title ?? '—';
