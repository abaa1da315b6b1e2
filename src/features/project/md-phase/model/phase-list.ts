import { pmMdPhasePageSource, type PmMdPhasePageData, type PmMdPhasePageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type PmMdPhase = PmMdPhasePageData['rows'][number];
type Query = PmMdPhasePageVariables['body'];

/** 项目阶段: the stage-gate phases P0–P6 in their order, each with its gate review and deliverables. */
export const phaseColumns: ColumnConfig<PmMdPhase>[] = [
  { dataIndex: 'code', title: '阶段编码', example: 'P0', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '阶段名称', example: '设计开发' },
  { dataIndex: 'gateName', title: '阶段门评审', example: 'G3 设计冻结评审' },
  { dataIndex: 'sort', title: '排序', align: 'right', example: '9999', sorter: true },
  { dataIndex: 'deliverables', title: '阶段交付物', width: 320, ellipsis: true },
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const phaseConditions: SearchCondition<keyof Query & string>[] = [
  { key: 'name', title: '阶段名称', type: 'input' },
  { key: 'code', title: '阶段编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const phaseSource = pmMdPhasePageSource;
