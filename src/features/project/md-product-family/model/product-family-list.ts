import {
  pmMdProductFamilyPageSource,
  type PmMdProductFamilyPageData,
  type PmMdProductFamilyPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type PmMdProductFamily = PmMdProductFamilyPageData['rows'][number];
type Query = PmMdProductFamilyPageVariables['body'];

/** 产品族: code, name, 说明, sort and state. */
export const familyColumns: ColumnConfig<PmMdProductFamily>[] = [
  { dataIndex: 'code', title: '产品族编码', example: 'SD', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '产品族名称', example: '机器人关节模组' },
  { dataIndex: 'description', title: '说明', width: 320, ellipsis: true },
  { dataIndex: 'sort', title: '排序', align: 'right', example: '9999', sorter: true },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const familyConditions: SearchCondition<keyof Query & string>[] = [
  { key: 'name', title: '产品族名称', type: 'input' },
  { key: 'code', title: '产品族编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const familySource = pmMdProductFamilyPageSource;
