import { type OpDictTypePageData, opDictTypePageSource, type OpDictTypePageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type DictType = OpDictTypePageData['rows'][number];
export type DictTypeQuery = OpDictTypePageVariables['query'];

/** §7.5 dictionary types: code, name, how many entries, built in or not, status. */
export const dictTypeColumns: ColumnConfig<DictType>[] = [
  { dataIndex: 'code', title: '类型编码', width: 200, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '类型名称', width: 160 },
  { dataIndex: 'entryCount', title: '字典项数', width: 100 },
  { dataIndex: 'sort', title: '排序', width: 80, sorter: true },
  { dataIndex: 'builtIn', title: '系统内置', width: 100, render: (builtIn) => (builtIn ? '是' : '否') },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 240, ellipsis: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const dictTypeConditions: SearchCondition<keyof DictTypeQuery & string>[] = [
  { key: 'name', title: '类型名称', type: 'input' },
  { key: 'code', title: '类型编码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const dictTypeSource = opDictTypePageSource;
