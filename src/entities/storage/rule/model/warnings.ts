import type { StWarningAction, StWarningState } from './types';

/** What every warning row (EDW, IBW, AIW) has for its 确认 and 关闭. */
export interface WarningLike {
  id: string;
  state: StWarningState;
  materialCode: string;
  materialName: string;
  houseName: string;
  batchNo?: string;
}

/** The warnings 确认 takes: the open ones (an acknowledged or closed one is refused, 1018607). */
export const ackableIds = (rows: readonly WarningLike[]) => rows.filter((r) => r.state === 'OPEN').map((r) => r.id);

/** The warnings 关闭 takes: the open and the acknowledged ones. */
export const closableIds = (rows: readonly WarningLike[]) => rows.filter((r) => r.state !== 'CLOSED').map((r) => r.id);

/** What a warning is about, in a sentence: EL-IC-F407 主控芯片 B20241108-IC01（电子料仓）. */
export const warningObject = (row: WarningLike) =>
  `${row.materialCode} ${row.materialName}${row.batchNo ? ` ${row.batchNo}` : ''}（${row.houseName}）`;

/** 处理方式为“其他”时须填写备注 (1018608), said before sending. */
export function closeProblem(action: StWarningAction | undefined, remark: string): string | undefined {
  if (!action) return '请选择处理方式';
  return action === 'OTHER' && !remark.trim() ? '处理方式为“其他”时须填写备注' : undefined;
}
