import { pmProjQtnPageSource, type PmProjQtnPageData, type PmProjQtnPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';

export type PmProjQtn = PmProjQtnPageData['rows'][number];
type Query = PmProjQtnPageVariables['body'];

/** 报价单状态 (PmProjQtnState) and the tag colour each shows in. */
export const QTN_STATES = [
  { value: 'DRAFT', title: '草稿', color: 'default' },
  { value: 'SENT', title: '已发送', color: 'processing' },
  { value: 'WON', title: '已中标', color: 'success' },
  { value: 'LOST', title: '未中标', color: 'error' },
] as const;

export const qtnStateOf = (state: string) => QTN_STATES.find((option) => option.value === state);

const STATE_OPTIONS = QTN_STATES.map(({ value, title }) => ({ value, title }));

export const qtnConditions: SearchCondition<keyof Query & string>[] = [
  { key: 'qtnNo', title: '报价单号', type: 'input' },
  { key: 'projTitle', title: '项目名称', type: 'input' },
  { key: 'customerName', title: '客户', type: 'input' },
  { key: 'state', title: '状态', type: 'select', options: STATE_OPTIONS, multiple: true },
];

export const qtnSource = pmProjQtnPageSource;
