import { Badge, type BadgeProps } from 'antd';
import { labelOf } from '@/entities/project';
import type { PmProjTrwPageData } from '@/shared/api';

export type ProjTrw = PmProjTrwPageData['rows'][number];

export const CONCLUSIONS = [
  { value: 'PASS', title: '通过' },
  { value: 'CONDITIONAL', title: '有条件通过' },
  { value: 'FAIL', title: '不通过' },
] as const;

const CONCLUSION_BADGE: Record<ProjTrw['conclusion'], NonNullable<BadgeProps['status']>> = {
  PASS: 'success',
  CONDITIONAL: 'warning',
  FAIL: 'error',
};

export function conclusionBadge(conclusion: ProjTrw['conclusion']) {
  return <Badge status={CONCLUSION_BADGE[conclusion]} text={labelOf(CONCLUSIONS, conclusion)} />;
}
