import { Badge } from 'antd';
import { sysEmailLogPageSource, type SysEmailLogPageData, type SysEmailLogPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type EmailLog = SysEmailLogPageData['rows'][number];
export type EmailLogQuery = SysEmailLogPageVariables['body'];

const STATUSES = [
  { value: 'SUCCESS', title: '成功' },
  { value: 'FAIL', title: '失败' },
];

export const emailLogColumns: ColumnConfig<EmailLog>[] = [
  { dataIndex: 'to', title: '收件人', example: 'gaoxiang@jgzz.com.cn', hideAble: false },
  { dataIndex: 'subject', title: '主题', width: 320, ellipsis: true },
  { dataIndex: 'bizTypeName', title: '业务类型', example: '审批待办' },
  {
    dataIndex: 'status',
    title: '状态',
    options: STATUSES,
    render: (_v, log) => (
      <Badge
        status={log.status === 'SUCCESS' ? 'success' : 'error'}
        text={log.status === 'SUCCESS' ? '成功' : '失败'}
      />
    ),
  },
  {
    dataIndex: 'failReason',
    title: '失败原因',
    width: 240,
    ellipsis: true,
    render: (_v, log) => log.failReason ?? '-',
  },
  { dataIndex: 'sendTime', title: '时间', example: '2026-01-01 00:00:00', sorter: true },
];

export const emailLogConditions: SearchCondition<keyof EmailLogQuery & string>[] = [
  { key: 'to', title: '收件人', type: 'input' },
  { key: 'subject', title: '主题', type: 'input' },
  { key: 'status', title: '状态', type: 'select', options: STATUSES, multiple: true },
];

export const emailLogSource = sysEmailLogPageSource;
