import { Badge } from 'antd';
import {
  mfgRoutingExport,
  type MfgRoutingPageData,
  mfgRoutingPageSource,
  type MfgRoutingPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type MfgRouting = MfgRoutingPageData['rows'][number];
export type MfgRoutingQuery = MfgRoutingPageVariables['body'];
export type RoutingState = MfgRouting['state'];

export const ROUTING_STATES: Record<RoutingState, { text: string; badge: 'default' | 'success' | 'error' }> = {
  DRAFT: { text: '草稿', badge: 'default' },
  ACTIVE: { text: '生效', badge: 'success' },
  INACTIVE: { text: '停用', badge: 'error' },
};

export const routingStateBadge = (state: RoutingState) => (
  <Badge status={ROUTING_STATES[state].badge} text={ROUTING_STATES[state].text} />
);

export const routingColumns: ColumnConfig<MfgRouting>[] = [
  { dataIndex: 'code', title: '工艺路线编码', width: 140, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '工艺路线名称', width: 170, query: 'input' },
  { dataIndex: 'productCodes', title: '适用产品', width: 150 },
  { dataIndex: 'version', title: '版本', width: 80 },
  { dataIndex: 'state', title: '状态', width: 90, render: (state) => routingStateBadge(state as RoutingState) },
  { dataIndex: 'stepCount', title: '工序数', width: 80, align: 'right' },
  { dataIndex: 'totalStdMinutes', title: '总标准工时（分钟/件）', width: 170, align: 'right' },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const routingConditions: SearchCondition<keyof MfgRoutingQuery & string>[] = [
  { key: 'name', title: '工艺路线名称', type: 'input' },
  { key: 'code', title: '工艺路线编码', type: 'input' },
  {
    key: 'state',
    title: '状态',
    type: 'select',
    options: Object.entries(ROUTING_STATES).map(([value, s]) => ({ value, title: s.text })),
    multiple: true,
  },
];

export const routingSource = mfgRoutingPageSource;

export const exportRoutings: ExportFile<MfgRoutingQuery> = (request) => mfgRoutingExport({ body: request });
