import { Badge } from 'antd';
import { sysOpLog, sysOpLogClear, sysVisLog, sysVisLogClear } from '@/shared/api';
import { CodeBlock } from '@/shared/ui/code-block';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { ClearLogsButton } from './ClearLogsButton';

const OP_TYPES = [
  { value: 'ADD', title: '新增' },
  { value: 'EDIT', title: '编辑' },
  { value: 'DELETE', title: '删除' },
  { value: 'QUERY', title: '查询' },
  { value: 'EXPORT', title: '导出' },
  { value: 'IMPORT', title: '导入' },
  { value: 'GRANT', title: '授权' },
  { value: 'OTHER', title: '其他' },
];
const VIS_TYPES = [
  { value: 'LOGIN', title: '登录' },
  { value: 'LOGOUT', title: '登出' },
  { value: 'LOGIN_FAIL', title: '登录失败' },
];
const RESULTS = [
  { value: 'Y', title: '成功' },
  { value: 'N', title: '失败' },
];

const titleOf = (list: readonly { value: string; title: string }[], value: string) =>
  list.find((t) => t.value === value)?.title ?? value;
const resultBadge = (success: boolean) => (
  <Badge status={success ? 'success' : 'error'} text={success ? '成功' : '失败'} />
);
const who = (log: { userName?: string | null; account: string }) =>
  log.userName ? `${log.userName}（${log.account}）` : log.account;
const joined = (...parts: readonly (string | null | undefined)[]) => parts.filter(Boolean).join(' / ');

/** A JSON text as the server sent it, indented when it parses (a truncated one is shown as it is). */
function pretty(text: string | null | undefined): string {
  if (!text) return '（无）';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** 操作日志: every change made in the enterprise, with its request and answer; exported or cleared. */
export const OpLogListPage = defineCrudScreen(sysOpLog, {
  noun: '操作日志',
  columns: [
    { dataIndex: 'name', title: '业务名称', example: '授权菜单权限', hideAble: false },
    { dataIndex: 'opType', title: '操作类型', options: OP_TYPES, render: (_v, log) => titleOf(OP_TYPES, log.opType) },
    { dataIndex: 'success', title: '结果', render: (_v, log) => resultBadge(log.success) },
    { dataIndex: 'userName', title: '操作人', example: '欧阳明', render: (_v, log) => log.userName ?? log.account },
    { dataIndex: 'ip', title: 'IP', example: '223.104.104.186' },
    { dataIndex: 'location', title: '地点', example: '江苏省苏州市', hide: 'narrow' },
    { dataIndex: 'url', title: '请求地址', width: 220, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'costMs', title: '耗时（ms）', align: 'right' },
    { dataIndex: 'opTime', title: '操作时间', example: '2026-01-01 00:00:00', sorter: true },
    { dataIndex: 'message', title: '失败原因', width: 220, ellipsis: true, hide: true },
  ],
  conditions: [
    'name',
    { key: 'account', title: '账号', type: 'input' },
    'opType',
    { key: 'success', title: '结果', type: 'select', options: RESULTS },
    { key: 'opTime', title: '操作时间', type: 'dateRange' },
  ],
  // Who did what from where, and the request and the answer.
  detail: {
    width: 'default',
    columns: 2,
    items: (log) => [
      'name',
      { label: '操作类型', value: titleOf(OP_TYPES, log.opType) },
      { label: '结果', value: resultBadge(log.success) },
      { label: '耗时', value: `${log.costMs} ms` },
      { label: '操作人', value: who(log) },
      'opTime',
      { label: 'IP / 地点', value: joined(log.ip, log.location) },
      { label: '浏览器 / 系统', value: joined(log.browser, log.os) },
      { label: '失败原因', value: log.message, span: 2 },
      { label: '请求', value: `${log.reqMethod} ${log.url}`, span: 2 },
      { label: '处理方法', value: log.className ? `${log.className}.${log.methodName ?? ''}` : null, span: 2 },
      { label: '请求参数', value: <CodeBlock label="请求参数">{pretty(log.param)}</CodeBlock>, span: 2 },
      { label: '返回结果', value: <CodeBlock label="返回结果">{pretty(log.result)}</CodeBlock>, span: 2 },
    ],
  },
  toolbar: ({ refetch }) => (
    <ClearLogsButton
      noun="操作日志"
      permission="sysOpLog:delete"
      clear={(body) => sysOpLogClear({ body })}
      refetch={refetch}
    />
  ),
  table: { selection: 'checkbox' },
});

/** 访问日志: logins, failed logins and logouts. */
export const VisLogListPage = defineCrudScreen(sysVisLog, {
  noun: '访问日志',
  columns: [
    { dataIndex: 'name', title: '访问方式', example: '账号登录', hideAble: false },
    { dataIndex: 'visType', title: '类型', options: VIS_TYPES, render: (_v, log) => titleOf(VIS_TYPES, log.visType) },
    { dataIndex: 'success', title: '结果', render: (_v, log) => resultBadge(log.success) },
    { dataIndex: 'userName', title: '用户', example: '欧阳明', render: (_v, log) => who(log) },
    { dataIndex: 'ip', title: 'IP', example: '223.104.104.186' },
    { dataIndex: 'location', title: '地点', example: '江苏省苏州市' },
    { dataIndex: 'browser', title: '浏览器', example: '钉钉 7.6.15', hide: 'narrow' },
    { dataIndex: 'os', title: '操作系统', example: 'Windows 11', hide: 'narrow' },
    { dataIndex: 'message', title: '失败原因', width: 180, ellipsis: true },
    { dataIndex: 'visTime', title: '访问时间', example: '2026-01-01 00:00:00', sorter: true },
  ],
  conditions: [
    { key: 'account', title: '账号', type: 'input' },
    'visType',
    { key: 'success', title: '结果', type: 'select', options: RESULTS },
    { key: 'visTime', title: '访问时间', type: 'dateRange' },
  ],
  detail: {
    width: 'small',
    columns: 1,
    items: (log) => [
      'name',
      { label: '类型', value: titleOf(VIS_TYPES, log.visType) },
      { label: '结果', value: resultBadge(log.success) },
      'message',
      { label: '用户', value: who(log) },
      'visTime',
      { label: 'IP / 地点', value: joined(log.ip, log.location) },
      { label: '浏览器 / 系统', value: joined(log.browser, log.os) },
    ],
  },
  toolbar: ({ refetch }) => (
    <ClearLogsButton
      noun="访问日志"
      permission="sysVisLog:delete"
      clear={(body) => sysVisLogClear({ body })}
      refetch={refetch}
    />
  ),
  table: { selection: 'checkbox' },
});
