import { sysOpLogDetailQueryOptions, sysVisLogDetailQueryOptions } from '@/shared/api';
import { CodeBlock } from '@/shared/ui/code-block';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { OP_TYPES, resultBadge, titleOf, VIS_TYPES, type SysOpLog, type SysVisLog } from '../model/log-list';

/** A JSON text as the server sent it, indented when it parses (a truncated one is shown as it is). */
function pretty(text: string | null | undefined): string {
  if (!text) return '（无）';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** 操作日志详情: who did what from where, and the request and the answer. */
export const OpLogDetailDrawer = defineDetailPanel({
  title: '操作日志详情',
  width: 'default',
  columns: 2,
  query: (row: SysOpLog) => sysOpLogDetailQueryOptions({ query: { id: row.id } }),
  items: (log) => [
    { label: '业务名称', value: log.name },
    { label: '操作类型', value: titleOf(OP_TYPES, log.opType) },
    { label: '结果', value: resultBadge(log.success) },
    { label: '耗时', value: `${log.costMs} ms` },
    { label: '操作人', value: log.userName ? `${log.userName}（${log.account}）` : log.account },
    { label: '操作时间', value: log.opTime },
    { label: 'IP / 地点', value: [log.ip, log.location].filter(Boolean).join(' / ') },
    { label: '浏览器 / 系统', value: [log.browser, log.os].filter(Boolean).join(' / ') },
    { label: '失败原因', value: log.message, span: 2 },
    { label: '请求', value: `${log.reqMethod} ${log.url}`, span: 2 },
    { label: '处理方法', value: log.className ? `${log.className}.${log.methodName ?? ''}` : null, span: 2 },
    { label: '请求参数', value: <CodeBlock label="请求参数">{pretty(log.param)}</CodeBlock>, span: 2 },
    { label: '返回结果', value: <CodeBlock label="返回结果">{pretty(log.result)}</CodeBlock>, span: 2 },
  ],
});

/** 访问日志详情. */
export const VisLogDetailDrawer = defineDetailPanel({
  title: '访问日志详情',
  width: 'small',
  columns: 1,
  query: (row: SysVisLog) => sysVisLogDetailQueryOptions({ query: { id: row.id } }),
  items: (log) => [
    { label: '访问方式', value: log.name },
    { label: '类型', value: titleOf(VIS_TYPES, log.visType) },
    { label: '结果', value: resultBadge(log.success) },
    { label: '失败原因', value: log.message },
    { label: '用户', value: log.userName ? `${log.userName}（${log.account}）` : log.account },
    { label: '访问时间', value: log.visTime },
    { label: 'IP / 地点', value: [log.ip, log.location].filter(Boolean).join(' / ') },
    { label: '浏览器 / 系统', value: [log.browser, log.os].filter(Boolean).join(' / ') },
  ],
});
