import { Badge, type BadgeProps } from 'antd';
import { pmProjFtPageSource, type PmProjFtPageData, type PmProjFtPageVariables } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type ProjFt = PmProjFtPageData['rows'][number];
export type ProjFtQuery = PmProjFtPageVariables['body'];

export const FT_TYPES = [
  { value: 'FIXTURE', title: '夹具' },
  { value: 'MOLD', title: '模具' },
  { value: 'GAUGE', title: '检具' },
  { value: 'TOOL', title: '工装' },
] as const;

export const FT_STATES = [
  { value: 'PLAN', title: '规划' },
  { value: 'MAKING', title: '制作中' },
  { value: 'ACCEPTING', title: '验收' },
  { value: 'ACCEPTED', title: '已验收' },
] as const;

const STATE_BADGE: Record<ProjFt['ftState'], NonNullable<BadgeProps['status']>> = {
  PLAN: 'default',
  MAKING: 'processing',
  ACCEPTING: 'warning',
  ACCEPTED: 'success',
};
const titleOf = (list: readonly { value: string; title: string }[], value: string) =>
  list.find((o) => o.value === value)?.title ?? value;
const options = (list: readonly { value: string; title: string }[]) =>
  list.map(({ value, title }) => ({ value, title }));
export const ftOptions = { ftType: options(FT_TYPES), ftState: options(FT_STATES) };

export const ftColumns: ColumnConfig<ProjFt>[] = [
  { dataIndex: 'ftCode', title: '编号', example: 'FT-750-001', hideAble: false },
  { dataIndex: 'ftName', title: '名称', example: '散热器压铸模（1.5kW 机型）' },
  {
    dataIndex: 'ftType',
    title: '类型',
    options: FT_TYPES,
    filter: true,
    render: (_v, row) => titleOf(FT_TYPES, row.ftType),
  },
  { dataIndex: 'supplierName', title: '供应商', example: '宁波海天精工模具有限公司', ellipsis: true },
  {
    dataIndex: 'cost',
    title: '费用（元）',
    align: 'right',
    example: '286,000.00',
    render: (_v, row) => formatMoney(row.cost),
  },
  { dataIndex: 'planDate', title: '计划完成', example: '2026-10-30', sorter: true },
  { dataIndex: 'actualDate', title: '实际完成', example: '2026-11-12' },
  {
    dataIndex: 'ftState',
    title: '状态',
    options: FT_STATES,
    filter: true,
    render: (_v, row) => <Badge status={STATE_BADGE[row.ftState]} text={titleOf(FT_STATES, row.ftState)} />,
  },
];

export const ftConditions: SearchCondition<keyof ProjFtQuery & string>[] = [
  { key: 'ftName', title: '名称', type: 'input' },
  { key: 'ftType', title: '类型', type: 'select', options: ftOptions.ftType, multiple: true },
  { key: 'ftState', title: '状态', type: 'select', options: ftOptions.ftState, multiple: true },
];

export const ftSource = pmProjFtPageSource;
