import { Tag } from 'antd';
import { sysOnlineUser, sysOnlineUserForceExit } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 在线用户: the enterprise's live sessions; 强制下线 ends one (never one's own), asked first. */
export const OnlineUserListPage = defineCrudScreen(sysOnlineUser, {
  noun: '在线用户',
  columns: [
    { dataIndex: 'account', title: '账号', example: 'wangqiang', hideAble: false },
    {
      dataIndex: 'name',
      title: '姓名',
      example: '欧阳明',
      render: (_v, user) =>
        user.current ? (
          <>
            {user.name} <Tag color="processing">当前会话</Tag>
          </>
        ) : (
          user.name
        ),
    },
    { dataIndex: 'deptName', title: '部门', example: '生产计划物控部' },
    { dataIndex: 'ip', title: 'IP', example: '223.104.104.186' },
    { dataIndex: 'location', title: '地点', example: '江苏省苏州市' },
    { dataIndex: 'browser', title: '浏览器', example: '钉钉 7.6.15', hide: 'narrow' },
    { dataIndex: 'os', title: '操作系统', example: 'Windows 11', hide: 'narrow' },
    { dataIndex: 'loginTime', title: '登录时间', example: '2026-01-01 00:00:00' },
    { dataIndex: 'lastActiveTime', title: '最近活动', example: '2026-01-01 00:00:00' },
  ],
  conditions: ['account', 'name'],
  rowActions: [
    {
      kind: 'call',
      action: 'close',
      title: '强制下线',
      confirm: true,
      danger: true,
      when: { field: 'current', op: 'eq', value: false },
      run: (user, options) => sysOnlineUserForceExit({ body: { sessionId: user.sessionId } }, options),
      done: '已强制下线',
    },
  ],
});
