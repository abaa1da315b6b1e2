import {
  sysDtProcExport,
  type SysDtProcPageData,
  sysDtProcPageSource,
  type SysDtProcPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type DtProc = SysDtProcPageData['rows'][number];
export type DtProcQuery = SysDtProcPageVariables['body'];

/** 数据处理配置 (§7.3): one DingTalk approval template bound per business type of the login enterprise. */
export const dtProcColumns: ColumnConfig<DtProc>[] = [
  { dataIndex: 'bizTypeName', title: '业务类型', width: 160, hideAble: false },
  { dataIndex: 'bizType', title: '业务类型编码', width: 180, sorter: true },
  { dataIndex: 'moduleName', title: '所属模块', width: 100 },
  { dataIndex: 'procName', title: '审批模板名称', width: 200 },
  { dataIndex: 'procCode', title: '审批模板编码', width: 300, ellipsis: true },
  { dataIndex: 'status', title: '状态', width: 90, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const dtProcConditions: SearchCondition<keyof DtProcQuery & string>[] = [
  { key: 'procName', title: '审批模板名称', type: 'input' },
  { key: 'bizType', title: '业务类型编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const dtProcSource = sysDtProcPageSource;

/** The selected configurations' ids, otherwise the list's conditions (§5 export). */
export const exportDtProcs: ExportFile<DtProcQuery> = (request) => sysDtProcExport({ body: request });
