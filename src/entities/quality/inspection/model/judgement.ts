import { reachedReText, type TallyRow } from './tally';

export type JudgeResult = 'PASS' | 'REJECT';

/**
 * Why a judgement cannot be sent (1017108's rules, checked before anything is sent), or nothing: 合格 is refused
 * while a class has reached Re; 不合格 needs its 判定说明. A lot within Ac may still be rejected with a reason
 * (documents missing, a risk seen).
 */
export function judgementProblem(
  result: JudgeResult | undefined,
  conclusion: string | null | undefined,
  tally: readonly TallyRow[],
): string | undefined {
  if (!result) return '请选择判定结果';
  if (result === 'PASS') {
    const reached = tally.find((row) => row.verdict === 'REJECT');
    return reached ? `${reachedReText(reached)}，不能判定合格` : undefined;
  }
  return conclusion?.trim() ? undefined : '判定不合格须写判定说明';
}
