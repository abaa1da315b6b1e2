import { Badge } from 'antd';
import {
  sysOpLogExport,
  sysOpLogPageSource,
  sysVisLogExport,
  sysVisLogPageSource,
  type SysOpLogPageData,
  type SysOpLogPageVariables,
  type SysVisLogPageData,
  type SysVisLogPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type SysOpLog = SysOpLogPageData['rows'][number];
export type SysOpLogQuery = SysOpLogPageVariables['body'];
export type SysVisLog = SysVisLogPageData['rows'][number];
export type SysVisLogQuery = SysVisLogPageVariables['body'];

export const OP_TYPES: ReadonlyArray<{ value: SysOpLog['opType']; title: string }> = [
  { value: 'ADD', title: '新增' },
  { value: 'EDIT', title: '编辑' },
  { value: 'DELETE', title: '删除' },
  { value: 'QUERY', title: '查询' },
  { value: 'EXPORT', title: '导出' },
  { value: 'IMPORT', title: '导入' },
  { value: 'GRANT', title: '授权' },
  { value: 'OTHER', title: '其他' },
];
export const VIS_TYPES: ReadonlyArray<{ value: SysVisLog['visType']; title: string }> = [
  { value: 'LOGIN', title: '登录' },
  { value: 'LOGOUT', title: '登出' },
  { value: 'LOGIN_FAIL', title: '登录失败' },
];
const RESULTS = [
  { value: 'Y', title: '成功' },
  { value: 'N', title: '失败' },
];

export const titleOf = <V extends string>(list: ReadonlyArray<{ value: V; title: string }>, value: V) =>
  list.find((t) => t.value === value)?.title ?? value;
export const resultBadge = (success: boolean) => (
  <Badge status={success ? 'success' : 'error'} text={success ? '成功' : '失败'} />
);

export const opLogColumns: ColumnConfig<SysOpLog>[] = [
  { dataIndex: 'name', title: '业务名称', example: '授权菜单权限', hideAble: false },
  {
    dataIndex: 'opType',
    title: '操作类型',
    options: OP_TYPES.map((t) => ({ ...t })),
    render: (_v, log) => titleOf(OP_TYPES, log.opType),
  },
  { dataIndex: 'success', title: '结果', render: (_v, log) => resultBadge(log.success) },
  { dataIndex: 'userName', title: '操作人', example: '欧阳明', render: (_v, log) => log.userName ?? log.account },
  { dataIndex: 'ip', title: 'IP', example: '223.104.104.186' },
  { dataIndex: 'location', title: '地点', example: '江苏省苏州市', hide: 'narrow' },
  { dataIndex: 'url', title: '请求地址', width: 220, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'costMs', title: '耗时（ms）', align: 'right' },
  { dataIndex: 'opTime', title: '操作时间', example: '2026-01-01 00:00:00', sorter: true },
  { dataIndex: 'message', title: '失败原因', width: 220, ellipsis: true, hide: true },
];

export const opLogConditions: SearchCondition<(keyof SysOpLogQuery & string) | 'opTime'>[] = [
  { key: 'name', title: '业务名称', type: 'input' },
  { key: 'account', title: '账号', type: 'input' },
  { key: 'opType', title: '操作类型', type: 'select', options: OP_TYPES.map((t) => ({ ...t })), multiple: true },
  { key: 'success', title: '结果', type: 'select', options: RESULTS },
  { key: 'opTime', title: '操作时间', type: 'dateRange' },
];

export const visLogColumns: ColumnConfig<SysVisLog>[] = [
  { dataIndex: 'name', title: '访问方式', example: '账号登录', hideAble: false },
  {
    dataIndex: 'visType',
    title: '类型',
    options: VIS_TYPES.map((t) => ({ ...t })),
    render: (_v, log) => titleOf(VIS_TYPES, log.visType),
  },
  { dataIndex: 'success', title: '结果', render: (_v, log) => resultBadge(log.success) },
  {
    dataIndex: 'userName',
    title: '用户',
    example: '欧阳明',
    render: (_v, log) => (log.userName ? `${log.userName}（${log.account}）` : log.account),
  },
  { dataIndex: 'ip', title: 'IP', example: '223.104.104.186' },
  { dataIndex: 'location', title: '地点', example: '江苏省苏州市' },
  { dataIndex: 'browser', title: '浏览器', example: '钉钉 7.6.15', hide: 'narrow' },
  { dataIndex: 'os', title: '操作系统', example: 'Windows 11', hide: 'narrow' },
  { dataIndex: 'message', title: '失败原因', width: 180, ellipsis: true },
  { dataIndex: 'visTime', title: '访问时间', example: '2026-01-01 00:00:00', sorter: true },
];

export const visLogConditions: SearchCondition<(keyof SysVisLogQuery & string) | 'visTime'>[] = [
  { key: 'account', title: '账号', type: 'input' },
  { key: 'visType', title: '类型', type: 'select', options: VIS_TYPES.map((t) => ({ ...t })), multiple: true },
  { key: 'success', title: '结果', type: 'select', options: RESULTS },
  { key: 'visTime', title: '访问时间', type: 'dateRange' },
];

export const opLogSource = sysOpLogPageSource;
export const visLogSource = sysVisLogPageSource;
export const exportOpLogs: ExportFile<SysOpLogQuery> = (request) => sysOpLogExport({ body: request });
export const exportVisLogs: ExportFile<SysVisLogQuery> = (request) => sysVisLogExport({ body: request });
