import { Badge } from 'antd';
import { pmProjPlantPageSource, type PmProjPlantPageData, type PmProjPlantPageVariables } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type ProjPlant = PmProjPlantPageData['rows'][number];
export type ProjPlantQuery = PmProjPlantPageVariables['body'];

export const PLANT_ROLES = [
  { value: 'MASS', title: '量产' },
  { value: 'TRIAL', title: '试产' },
] as const;

export const plantColumns: ColumnConfig<ProjPlant>[] = [
  { dataIndex: 'plantCode', title: '工厂编码', example: 'SZ-01', hideAble: false },
  { dataIndex: 'plantName', title: '生产基地', example: '常州试制中心' },
  {
    dataIndex: 'plantRole',
    title: '角色',
    options: PLANT_ROLES,
    filter: true,
    render: (_v, row) => (
      <Badge
        status={row.plantRole === 'MASS' ? 'success' : 'processing'}
        text={row.plantRole === 'MASS' ? '量产' : '试产'}
      />
    ),
  },
  { dataIndex: 'sopDate', title: 'SOP 日期', example: '2027-03-15', sorter: true },
  { dataIndex: 'lineName', title: '产线', example: '驱动器总装 2 线' },
  {
    dataIndex: 'annualCapacity',
    title: '年产能（台）',
    align: 'right',
    render: (_v, row) => (row.annualCapacity == null ? '' : formatNumber(row.annualCapacity, 0)),
  },
  { dataIndex: 'address', title: '地址', width: 240, ellipsis: true, hide: 'narrow' },
];

export const plantConditions: SearchCondition<keyof ProjPlantQuery & string>[] = [
  { key: 'plantName', title: '生产基地', type: 'input' },
  {
    key: 'plantRole',
    title: '角色',
    type: 'select',
    options: PLANT_ROLES.map(({ value, title }) => ({ value, title })),
  },
];

export const plantSource = pmProjPlantPageSource;
