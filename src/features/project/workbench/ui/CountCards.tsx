import {
  AlertOutlined,
  AuditOutlined,
  ClockCircleOutlined,
  FolderOpenOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Card, Flex, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PmWorkbenchSummaryData } from '@/shared/api';
import { NPD_ROUTES } from '../model/routes';

interface Count {
  title: string;
  value: number;
  icon: ReactNode;
  to: string;
  /** Worth attention when not zero (late tasks). */
  alert?: boolean;
}

/** The workbench's five figures, each a way into its list. */
export function CountCards({ summary }: { summary: PmWorkbenchSummaryData }) {
  const { token } = theme.useToken();
  const counts: Count[] = [
    {
      title: '我的项目',
      value: summary.myProjectCount,
      icon: <FolderOpenOutlined aria-hidden />,
      to: NPD_ROUTES.projectList,
    },
    {
      title: '进行中任务',
      value: summary.ongoingTaskCount,
      icon: <ClockCircleOutlined aria-hidden />,
      to: NPD_ROUTES.myTask,
    },
    {
      title: '逾期任务',
      value: summary.overdueTaskCount,
      icon: <WarningOutlined aria-hidden />,
      to: NPD_ROUTES.myTask,
      alert: true,
    },
    { title: '未关闭 RIO', value: summary.openRioCount, icon: <AlertOutlined aria-hidden />, to: NPD_ROUTES.myRio },
    {
      title: '待我审批',
      value: summary.pendingApprovalCount,
      icon: <AuditOutlined aria-hidden />,
      to: NPD_ROUTES.docApproval,
    },
  ];
  return (
    <Flex gap={16} wrap>
      {counts.map((count) => (
        <Card key={count.title} size="small" style={{ flex: '1 1 180px' }} styles={{ body: { padding: '16px 20px' } }}>
          <Link to={count.to} style={{ display: 'block', color: 'inherit' }}>
            <Statistic
              title={count.title}
              value={count.value}
              prefix={count.icon}
              styles={{ content: { color: count.alert && count.value > 0 ? token.colorError : token.colorText } }}
            />
          </Link>
        </Card>
      ))}
    </Flex>
  );
}
