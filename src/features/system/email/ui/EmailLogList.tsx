import { Badge } from 'antd';
import { sysEmailLogPageSource, sysEmailResend } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const STATUSES = [
  { value: 'SUCCESS', title: '成功' },
  { value: 'FAIL', title: '失败' },
];

/** 发送记录: every mail the platform sent; a failed one is sent again with 重发. */
export const EmailLogList = defineCrudScreen(
  { source: sysEmailLogPageSource },
  {
    noun: '发送记录',
    tableId: 'sys.sysEmailLog',
    columns: [
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
    ],
    conditions: ['to', 'subject', { key: 'status', title: '状态', type: 'select', options: STATUSES, multiple: true }],
    rowActions: [
      {
        kind: 'call',
        action: 'submit',
        title: '重发',
        require: 'sysEmail:edit',
        confirm: true,
        when: { field: 'status', op: 'eq', value: 'FAIL' },
        run: (log, options) => sysEmailResend({ body: { id: log.id } }, options),
        done: '已重新发送',
      },
    ],
  },
);
