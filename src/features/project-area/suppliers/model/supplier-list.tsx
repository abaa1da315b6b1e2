import { Badge, type BadgeProps } from 'antd';
import { pmProjSupplierPageSource, type PmProjSupplierPageData, type PmProjSupplierPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type ProjSupplier = PmProjSupplierPageData['rows'][number];
export type ProjSupplierQuery = PmProjSupplierPageVariables['body'];

export const PPAP_STATES = [
  { value: 'NOT_STARTED', title: '未开始' },
  { value: 'SUBMITTED', title: '已提交' },
  { value: 'APPROVED', title: '已批准' },
  { value: 'REJECTED', title: '已驳回' },
] as const;

export const PPAP_LEVELS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), title: `等级 ${n}` }));

const STATE_BADGE: Record<ProjSupplier['ppapState'], NonNullable<BadgeProps['status']>> = {
  NOT_STARTED: 'default',
  SUBMITTED: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
};
const stateTitle = (value: string) => PPAP_STATES.find((o) => o.value === value)?.title ?? value;
export const ppapStateOptions = PPAP_STATES.map(({ value, title }) => ({ value, title }));

export const supplierColumns: ColumnConfig<ProjSupplier>[] = [
  { dataIndex: 'supplierName', title: '供应商', example: '英飞凌科技（无锡）有限公司', hideAble: false },
  { dataIndex: 'category', title: '类别', example: '电子元器件' },
  { dataIndex: 'commodity', title: '供货品类', example: 'IGBT 功率模块（第二来源）' },
  { dataIndex: 'contactName', title: '联系人', example: '钱晓东' },
  { dataIndex: 'contactPhone', title: '联系电话', example: '13912345678' },
  { dataIndex: 'ppapLevel', title: 'PPAP 等级', align: 'center', render: (_v, row) => `等级 ${row.ppapLevel}` },
  {
    dataIndex: 'ppapState',
    title: 'PPAP 状态',
    options: PPAP_STATES,
    filter: true,
    render: (_v, row) => <Badge status={STATE_BADGE[row.ppapState]} text={stateTitle(row.ppapState)} />,
  },
];

export const supplierConditions: SearchCondition<keyof ProjSupplierQuery & string>[] = [
  { key: 'supplierName', title: '供应商', type: 'input' },
  { key: 'ppapState', title: 'PPAP 状态', type: 'select', options: ppapStateOptions, multiple: true },
];

export const supplierSource = pmProjSupplierPageSource;
