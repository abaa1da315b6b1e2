import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useSysUserOwnLoginLog, type SysUserOwnLoginLogData } from '@/shared/api';
import { LOGIN_TYPE_NAMES } from '../model/login-types';

type LoginLog = SysUserOwnLoginLogData[number];

const columns: TableColumnsType<LoginLog> = [
  { title: '登录时间', dataIndex: 'loginTime', width: 170 },
  { title: 'IP', dataIndex: 'ip', width: 130 },
  { title: '归属地', dataIndex: 'location', render: (value: string | null | undefined) => value || '-' },
  {
    title: '客户端',
    key: 'client',
    render: (_, row) => [row.client, row.os].filter(Boolean).join(' / ') || '-',
  },
  {
    title: '登录方式',
    dataIndex: 'loginType',
    width: 120,
    render: (value: LoginLog['loginType']) => (value ? LOGIN_TYPE_NAMES[value] : '-'),
  },
  {
    title: '结果',
    key: 'success',
    width: 160,
    render: (_, row) =>
      row.success ? (
        <Tag color="success">成功</Tag>
      ) : (
        <Tag color="error">{row.message ? `失败：${row.message}` : '失败'}</Tag>
      ),
  },
];

/** The last logins of this account (failed attempts included) so the user can spot one that was not theirs. */
export function LoginLogTable() {
  const logs = useSysUserOwnLoginLog();
  return (
    <Table<LoginLog>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={logs.data ?? []}
      loading={logs.isPending}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: logs.isError ? '登录记录加载失败' : '暂无登录记录' }}
    />
  );
}
