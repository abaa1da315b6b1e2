/** Labels of the project area's codes that more than one tab shows (stage-gate phases, RIO type and level). */
export const PROJECT_PHASES = [
  { value: 'P0', title: '立项' },
  { value: 'P1', title: '概念' },
  { value: 'P2', title: '计划' },
  { value: 'P3', title: '设计开发' },
  { value: 'P4', title: '验证' },
  { value: 'P5', title: '试产' },
  { value: 'P6', title: '量产' },
] as const;

export const RIO_TYPES = [
  { value: 'R', title: '风险', color: 'volcano' },
  { value: 'I', title: '问题', color: 'red' },
  { value: 'O', title: '机会', color: 'green' },
] as const;

export const RIO_LEVELS = [
  { value: 'H', title: '高', color: 'red' },
  { value: 'M', title: '中', color: 'orange' },
  { value: 'L', title: '低', color: 'blue' },
] as const;

/** The title of a code among labels, or the code itself when unknown. */
export function labelOf(labels: readonly { value: string; title: string }[], value: string | null | undefined): string {
  return labels.find((l) => l.value === value)?.title ?? value ?? '';
}

/** Options for a select or a condition (title/value only). */
export function optionsOf(labels: readonly { value: string; title: string }[]) {
  return labels.map(({ value, title }) => ({ value, title }));
}
