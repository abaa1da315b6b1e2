import type { SearchOption } from '@/shared/lib/table-query';

/** 项目类别 (the contract's projCategory). */
export const PROJ_CATEGORIES = [
  { value: 'NEW', title: '全新开发' },
  { value: 'DERIVE', title: '衍生改型' },
  { value: 'PLATFORM', title: '平台开发' },
  { value: 'CUSTOM', title: '客户定制' },
] as const satisfies readonly SearchOption[];

/** 优先级 (the contract's priority). */
export const PRIORITIES = [
  { value: 'H', title: '高' },
  { value: 'M', title: '中' },
  { value: 'L', title: '低' },
] as const satisfies readonly SearchOption[];

const titleOf = (options: readonly SearchOption[], value: string | null | undefined) =>
  value ? (options.find((o) => o.value === value)?.title ?? value) : undefined;

export const categoryTitle = (value: string | null | undefined) => titleOf(PROJ_CATEGORIES, value);
export const priorityTitle = (value: string | null | undefined) => titleOf(PRIORITIES, value);
