import { Badge } from 'antd';
import { sysDingTalkBindingPageSource } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

const BIND_STATUSES = [
  { value: 'BOUND', title: '已绑定' },
  { value: 'UNMATCHED', title: '未匹配' },
];

/** 用户绑定: system users and the DingTalk users the address-book sync matched them to (by mobile). */
export const BindingList = defineCrudScreen(
  { source: sysDingTalkBindingPageSource },
  {
    noun: '用户绑定',
    tableId: 'sys.sysDingTalkBinding',
    columns: [
      { dataIndex: 'userName', title: '系统用户', example: '张伟', hideAble: false },
      { dataIndex: 'account', title: '账号', example: 'zhangwei' },
      { dataIndex: 'deptName', title: '部门', example: '机加工车间', render: (_v, b) => b.deptName ?? '-' },
      { dataIndex: 'dtUserName', title: '钉钉用户', example: '张伟', render: (_v, b) => b.dtUserName ?? '-' },
      {
        dataIndex: 'dtUserId',
        title: '钉钉 UserId',
        example: '0125342860371234',
        hide: 'narrow',
        render: (_v, b) => b.dtUserId ?? '-',
      },
      {
        dataIndex: 'bindStatus',
        title: '绑定状态',
        options: BIND_STATUSES,
        render: (_v, b) => (
          <Badge
            status={b.bindStatus === 'BOUND' ? 'success' : 'warning'}
            text={b.bindStatus === 'BOUND' ? '已绑定' : '未匹配'}
          />
        ),
      },
      {
        dataIndex: 'bindTime',
        title: '绑定时间',
        example: '2026-01-01 00:00:00',
        render: (_v, b) => b.bindTime ?? '-',
      },
    ],
    conditions: ['userName', 'bindStatus'],
  },
);
