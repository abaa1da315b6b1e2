import type { scmSchemas } from '@/shared/api';

export type QmUomRow = scmSchemas['schemas']['QmUom'];

/** 精度 as a person reads it: '整数' or '3 位小数'. */
export const precisionText = (precision: number | null | undefined) =>
  precision === null || precision === undefined ? '' : precision === 0 ? '整数' : `${precision} 位小数`;
