import {
  pmSalesCustomerPageSource,
  type PmSalesCustomerPageData,
  type PmSalesCustomerPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type PmSalesCustomer = PmSalesCustomerPageData['rows'][number];
type Query = PmSalesCustomerPageVariables['body'];

/** 客户等级 (PmSalesCustomerLevel). */
export const LEVEL_OPTIONS = [
  { value: 'A', title: 'A 战略客户' },
  { value: 'B', title: 'B 重点客户' },
  { value: 'C', title: 'C 一般客户' },
] as const;

export const levelText = (level: string) => LEVEL_OPTIONS.find((option) => option.value === level)?.title ?? level;

/** 销售客户 columns: name, industry, region, level, contact, the sales owner, state. */
export const customerColumns: ColumnConfig<PmSalesCustomer>[] = [
  { dataIndex: 'name', title: '客户名称', example: '大族激光科技产业集团股份有限公司', hideAble: false, sorter: true },
  { dataIndex: 'industry', title: '所属行业', example: '工业自动化' },
  { dataIndex: 'region', title: '所在地区', example: '江苏省无锡市' },
  {
    dataIndex: 'level',
    title: '客户等级',
    options: LEVEL_OPTIONS,
    filter: true,
    example: 'A 战略客户',
    render: (_v, row) => levelText(row.level),
  },
  { dataIndex: 'contactName', title: '联系人', example: '周建国' },
  { dataIndex: 'contactPhone', title: '联系电话', example: '0755-29799595' },
  { dataIndex: 'ownerUserName', title: '负责销售', example: '张伟' },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'email', title: '邮箱', width: 220, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const customerConditions: SearchCondition<keyof Query & string>[] = [
  { key: 'name', title: '客户名称', type: 'input' },
  { key: 'industry', title: '所属行业', type: 'input' },
  { key: 'region', title: '所在地区', type: 'input' },
  { key: 'level', title: '客户等级', type: 'select', options: LEVEL_OPTIONS, multiple: true },
  { key: 'ownerUserName', title: '负责销售', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const customerSource = pmSalesCustomerPageSource;
