import { pmDocLabelPageSource, type PmDocLabelPageData, type PmDocLabelPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';

export type PmDocLabel = PmDocLabelPageData['rows'][number];
type Query = PmDocLabelPageVariables['body'];

export const labelConditions: SearchCondition<keyof Query & string>[] = [
  { key: 'name', title: '标签名称', type: 'input' },
];

export const labelSource = pmDocLabelPageSource;
