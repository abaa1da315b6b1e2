import { opConstPageSource, type OpConstPageData, type OpConstPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { VALUE_TYPES } from '@/shared/ui/typed-value';

export type OpConst = OpConstPageData['rows'][number];
export type OpConstQuery = OpConstPageVariables['body'];

const TYPE_OPTIONS = VALUE_TYPES.map(({ title, value }) => ({ title, value }));
const SYS_OPTIONS = [
  { title: '是', value: 'true' },
  { title: '否', value: 'false' },
];

export const constColumns: ColumnConfig<OpConst>[] = [
  { dataIndex: 'code', title: '常量编码', example: 'UPLOAD_ALLOWED_SUFFIX', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '常量名称', example: '上传文件大小上限（MB）', query: 'input' },
  { dataIndex: 'value', title: '常量值', width: 240, ellipsis: true },
  {
    dataIndex: 'valueType',
    title: '值类型',
    options: TYPE_OPTIONS,
    render: (_v, row) => VALUE_TYPES.find((t) => t.value === row.valueType)?.title ?? row.valueType,
  },
  { dataIndex: 'groupName', title: '分组', example: '业务默认值' },
  { dataIndex: 'sysFlag', title: '系统常量', render: (_v, row) => (row.sysFlag ? '是' : '否') },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const constConditions: SearchCondition<keyof OpConstQuery & string>[] = [
  { key: 'name', title: '常量名称', type: 'input' },
  { key: 'code', title: '常量编码', type: 'input' },
  { key: 'groupName', title: '分组', type: 'input' },
  { key: 'valueType', title: '值类型', type: 'select', options: TYPE_OPTIONS, multiple: true },
  { key: 'sysFlag', title: '系统常量', type: 'select', options: SYS_OPTIONS },
];

export const constSource = opConstPageSource;
